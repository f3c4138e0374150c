// `bole points grant --company ID --kind KIND --points N [--name 套餐名] [--days 365] [--trial]`:
// the platform operator grants a company a package (there is no payment in the product).
import path from 'node:path';
import { isCode, pointKindLabels, type PointKind } from '@bole/domain';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../platform/db/client';
import { openDatabase } from '../../platform/db/open';
import { runningEmbeddedUrl } from '../../platform/db/running';
import { companies } from '../company/tables';
import { grantPackage } from './service';

type Out = { write(text: string): unknown };

export const POINTS_USAGE = 'npx --no-install bole points grant --company ID --kind 点数类型 --points N [--name 套餐名] [--days 365] [--trial]';
const KINDS = Object.keys(pointKindLabels).join('、');
const MAX_POINTS = 10_000_000;

type Grant = { companyId: number; kind: PointKind; points: number; name: string; days: number | null; trial: boolean };

/** Reads the options; a string is the Chinese reason they are refused. */
export function parseGrant(args: readonly string[]): Grant | string {
  const [sub, ...rest] = args;
  if (sub !== 'grant') return `用法: ${POINTS_USAGE}`;
  const opts = new Map<string, string>();
  let trial = false;
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i]!;
    if (arg === '--trial') trial = true;
    else if (['--company', '--kind', '--points', '--name', '--days'].includes(arg) && rest[i + 1] !== undefined) opts.set(arg, rest[++i]!);
    else return `无法识别的参数 ${arg}\n用法: ${POINTS_USAGE}`;
  }
  const companyId = Number(opts.get('--company'));
  if (!Number.isInteger(companyId) || companyId <= 0) return '请用 --company 指定公司ID（正整数）';
  const kind = opts.get('--kind');
  if (!isCode(pointKindLabels, kind)) return `请用 --kind 指定点数类型：${KINDS}`;
  const points = Number(opts.get('--points'));
  if (!Number.isInteger(points) || points <= 0 || points > MAX_POINTS) return `请用 --points 指定点数（1到${MAX_POINTS}的整数）`;
  const daysArg = opts.get('--days');
  const days = daysArg === undefined ? 365 : Number(daysArg);
  if (!Number.isInteger(days) || days <= 0 || days > 3650) return '--days 须为1到3650的整数';
  const name = (opts.get('--name') ?? '').trim() || `${pointKindLabels[kind]}${trial ? '试用' : ''}套餐${points}点`;
  if (name.length > 50) return '--name 最多50个字符';
  return { companyId, kind, points, name, days, trial };
}

/** Grants the package on `db`; answers the exit code. */
export async function grantOnDb(db: Db, args: readonly string[], out: Out, err: Out): Promise<number> {
  const grant = parseGrant(args);
  if (typeof grant === 'string') {
    err.write(`${grant}\n`);
    return 2;
  }
  const [company] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, grant.companyId));
  if (!company) {
    err.write(`没有ID为 ${grant.companyId} 的公司\n`);
    return 1;
  }
  const { packageId, balance } = await db.transaction((tx) => grantPackage(tx, { ...grant, grantedBy: '平台运营' }));
  const until = grant.days === null ? '' : `，有效期${grant.days}天`;
  out.write(`已为「${company.name}」开通${grant.trial ? '试用' : ''}套餐「${grant.name}」（编号 ${packageId}）：${pointKindLabels[grant.kind]} ${grant.points} 点${until}。当前余额 ${balance} 点\n`);
  return 0;
}

export async function pointsCommand(config: Config, args: readonly string[], out: Out = process.stdout, err: Out = process.stderr): Promise<number> {
  const parsed = parseGrant(args);
  if (typeof parsed === 'string') {
    err.write(`${parsed}\n`);
    return 2;
  }
  // Beside a running server, use its embedded database rather than start (and so stop) it.
  const running = config.databaseUrl ? undefined : runningEmbeddedUrl(path.join(config.dataDir, 'pg'), 'bole');
  const database = await openDatabase(running ? { ...config, databaseUrl: running } : config);
  try {
    return await grantOnDb(database.db, args, out, err);
  } finally {
    await database.close();
  }
}
