// The checks of the sign-in forms. Login mirrors loginBodySchema without zod (the login screen
// stays small; checks.test.ts runs both on the same inputs); the other forms check with the
// domain's zod schemas themselves, which load right after the page shows.
import { useEffect } from 'react';
import { isApiError } from '../../../api/errors';
import type * as AuthSchemas from './schemas';
import type { FieldErrors } from './use-auth-form';

type Schemas = typeof AuthSchemas;

let loading: Promise<Schemas> | null = null;

/**
 * Whether the server refused what was typed, naming the field (密码过于常见 on the password):
 * the link itself is still good then, so no "new link" hint goes with the message.
 */
export function refusedAField(error: unknown): boolean {
  return isApiError(error) && typeof error.data === 'object' && error.data !== null && 'fields' in error.data;
}

/** The zod schemas of the auth forms; the pages start this on mount, submit awaits it. */
export function loadSchemas(): Promise<Schemas> {
  loading ??= import('./schemas').catch((error: unknown) => {
    loading = null; // try again on the next submit
    throw error;
  });
  return loading;
}

/** Starts loading the schemas once the page has shown, so they are there by the first submit. */
export function usePreloadedSchemas(): void {
  useEffect(() => {
    loadSchemas().catch(() => undefined);
  }, []);
}

export type LoginField = 'account' | 'password';

/** loginBodySchema's rules and messages (the inputs' maxLength keeps the length limits). */
export function checkLogin(values: Record<LoginField, string>): FieldErrors<LoginField> {
  const errors: FieldErrors<LoginField> = {};
  if (!values.account.trim()) errors.account = '请输入邮箱或手机号';
  if (!values.password) errors.password = '请输入密码';
  return errors;
}

type Issue = { path: readonly PropertyKey[]; message: string };

/** The first zod issue of each top-level field. */
export function issuesToErrors<K extends string>(issues: readonly Issue[] | undefined): FieldErrors<K> {
  const errors: Record<string, string> = {};
  for (const issue of issues ?? []) {
    const key = issue.path[0];
    if (typeof key === 'string' && !errors[key]) errors[key] = issue.message;
  }
  return errors as FieldErrors<K>;
}

/** Empty inputs as missing values, so the schemas answer 「请输入…」 rather than a format message. */
export function withoutBlanks<T extends Record<string, string>>(values: T): Record<keyof T, string | undefined> {
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value === '' ? undefined : value])) as Record<keyof T, string | undefined>;
}

/** The second password entry: asked for, and equal to the first. */
export function confirmError(password: string, confirm: string, emptyMessage: string): string | undefined {
  if (!confirm) return emptyMessage;
  if (confirm !== password) return '两次输入的密码不一致';
  return undefined;
}
