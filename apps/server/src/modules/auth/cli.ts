// `bole reset-link EMAIL_OR_MOBILE`: a password reset or invitation link for a server without
// SMTP_URL, where the mailed links cannot leave. The link goes to the operator's terminal
// only, never to an API answer or a log (issue 11, item 1).
import path from 'node:path';
import type { Config } from '../../config';
import { openDatabase } from '../../platform/db/open';
import { runningEmbeddedUrl } from '../../platform/db/running';
import { linkForOperator } from './service';

type Out = { write(text: string): unknown };

// npx --no-install: a `bole` typed outside an installed checkout must not fetch the registry's
// unrelated package of that name.
export const RESET_LINK_USAGE = 'npx --no-install bole reset-link 邮箱或手机号';

export async function resetLinkCommand(config: Config, args: readonly string[], out: Out = process.stdout, err: Out = process.stderr): Promise<number> {
  const login = args[0]?.trim();
  if (!login || args.length > 1) {
    err.write(`用法: ${RESET_LINK_USAGE}\n`);
    return 2;
  }
  // Beside a running server, use its embedded database rather than start (and so stop) it.
  const running = config.databaseUrl ? undefined : runningEmbeddedUrl(path.join(config.dataDir, 'pg'), 'bole');
  const database = await openDatabase(running ? { ...config, databaseUrl: running } : config);
  try {
    const link = await linkForOperator(database.db, config, login);
    if (link.kind === 'unknown') {
      err.write(`没有登录邮箱或手机号为 ${login} 的账号\n`);
      return 1;
    }
    if (link.kind === 'disabled') {
      err.write(`账号 ${login} 已停用：请先在「账号管理」中启用，再生成链接\n`);
      return 1;
    }
    const what = link.kind === 'invite' ? '邀请链接（打开后设置登录密码）' : '重置密码链接';
    const valid = link.ttlHours >= 24 ? `${link.ttlHours / 24}天` : `${link.ttlHours}小时`;
    out.write(`「${link.userName}」的${what}，${valid}内有效，只能使用一次，之前生成的同类链接已失效：\n${link.url}\n`);
    out.write('请通过可靠的渠道只发给本人；不要贴到群聊或工单里。\n');
    return 0;
  } finally {
    await database.close();
  }
}
