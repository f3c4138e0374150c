import type { APIRequestContext, Page } from 'playwright-core';

/** Logs in through the sign-in form, as a person would. */
export async function logIn(page: Page, account: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('邮箱或手机号').fill(account);
  await page.getByLabel('密码', { exact: true }).fill(password);
  await page.getByRole('button', { name: '登录' }).click();
}

/** Logs in through the API (for seeding through the server) and answers the session token. */
export async function apiToken(request: APIRequestContext, account: string, password: string): Promise<string> {
  const res = await request.post('/api/auth/login', { data: { account, password } });
  const body = (await res.json()) as { status: number; data: { token: string } };
  if (body.status !== 200) throw new Error(`login failed: ${JSON.stringify(body)}`);
  return body.data.token;
}
