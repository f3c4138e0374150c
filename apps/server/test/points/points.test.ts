import { PointKind, SystemRoleCode } from '@bole/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { grantOnDb, parseGrant } from '../../src/modules/points/cli';
import { balanceOf, charge, grantPackage, refund } from '../../src/modules/points/service';
import { pointLedger, pointPackages } from '../../src/modules/points/tables';
import { AppError } from '../../src/platform/http/errors';
import { addAccount, expectFailure, expectInvalid, okData, twoCompanies, type Api } from '../company/fixtures';
import { registerCompany, type Session, type TestContext } from '../helpers';

type Assets = {
  balances: { kind: string; label: string; balance: number }[];
  packages: { name: string; status: number; points: number; kind: string }[];
  ledger: { list: { entry: string; delta: number; balanceAfter: number; reason: string; kind: string }[]; total: number; page: number; pageSize: number };
};

let ctx: TestContext;
let api: Api;
let a: Session;
let b: Session;
const BG = PointKind.BackgroundCheck;
const actor = { accountId: null, name: '测试' };

const grant = (companyId: number, points: number, trial = false) =>
  ctx.database.db.transaction((tx) => grantPackage(tx, { companyId, kind: BG, points, name: '背调基础套餐', days: 365, trial, grantedBy: '平台运营' }));
const chargeOf = (companyId: number, points: number, subjectId: number) =>
  ctx.database.db.transaction((tx) => charge(tx, { companyId, kind: BG, points, subject: { type: 'test', id: subjectId }, reason: `测试扣除${subjectId}`, actor }));
const refundOf = (companyId: number, subjectId: number) =>
  ctx.database.db.transaction((tx) => refund(tx, { companyId, kind: BG, subject: { type: 'test', id: subjectId }, reason: `测试退回${subjectId}`, actor }));
const balance = (companyId: number) => balanceOf(ctx.database.db, companyId, BG);
const ledgerOf = (companyId: number) => ctx.database.db.select().from(pointLedger).where(eq(pointLedger.companyId, companyId)).orderBy(pointLedger.id);

/** A company of its own, for a test that counts its balance from zero. */
const newCompany = (): Promise<Session> => registerCompany(ctx.app);

beforeAll(async () => {
  ({ ctx, api, a, b } = await twoCompanies());
});

describe('charging points', () => {
  it('refuses too few points with the balance named and writes nothing', async () => {
    await grant(a.companyId, 500);
    const before = await ledgerOf(a.companyId);
    const error = await chargeOf(a.companyId, 576, 1).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe('60001');
    expect((error as AppError).message).toBe('背景调查点数不足：本次需要576点，当前余额500点。如需购买套餐，请联系平台客服');
    expect(await balance(a.companyId)).toBe(500);
    expect(await ledgerOf(a.companyId)).toEqual(before);
  });

  it('charges a subject once: the second charge is refused and changes nothing', async () => {
    expect(await chargeOf(a.companyId, 108, 2)).toBe(392);
    const error = await chargeOf(a.companyId, 108, 2).catch((e: unknown) => e);
    expect((error as AppError).status).toBe('60002');
    expect(await balance(a.companyId)).toBe(392);
    const charges = (await ledgerOf(a.companyId)).filter((r) => r.entry === 'charge');
    expect(charges).toHaveLength(1);
    expect(charges[0]).toMatchObject({ delta: -108, balanceAfter: 392, reason: '测试扣除2', subjectType: 'test', subjectId: 2 });
  });

  it('never lets two charges at once take the balance below zero', async () => {
    const c = await newCompany();
    await grant(c.companyId, 1000);
    const results = await Promise.allSettled([chargeOf(c.companyId, 600, 10), chargeOf(c.companyId, 600, 11), chargeOf(c.companyId, 600, 12)]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results.filter((r) => r.status === 'rejected')) expect(((r as PromiseRejectedResult).reason as AppError).status).toBe('60001');
    expect(await balance(c.companyId)).toBe(400);
    const rows = await ledgerOf(c.companyId);
    expect(rows.map((r) => r.balanceAfter)).toEqual([1000, 400]);
  });

  it('refunds a charge once; a second refund writes nothing; an uncharged subject is refused', async () => {
    const c = await newCompany();
    await grant(c.companyId, 1000);
    await chargeOf(c.companyId, 828, 20);
    expect(await refundOf(c.companyId, 20)).toBe(1000);
    expect(await refundOf(c.companyId, 20)).toBe(1000);
    expect((await ledgerOf(c.companyId)).map((r) => [r.entry, r.delta, r.balanceAfter])).toEqual([
      ['grant', 1000, 1000],
      ['charge', -828, 172],
      ['refund', 828, 1000],
    ]);
    const error = await refundOf(c.companyId, 21).catch((e: unknown) => e);
    expect((error as AppError).status).toBe('60003');
  });

  it('keeps the ledger append-only: updates and deletes are refused by the database, also for its owner', async () => {
    const [row] = await ledgerOf(a.companyId);
    await expect(ctx.database.db.update(pointLedger).set({ delta: 999999 }).where(eq(pointLedger.id, row!.id))).rejects.toThrow();
    await expect(ctx.owner.db.update(pointLedger).set({ delta: 999999 }).where(eq(pointLedger.id, row!.id))).rejects.toThrow();
    await expect(ctx.owner.db.delete(pointLedger).where(eq(pointLedger.id, row!.id))).rejects.toThrow();
    const [after] = await ctx.database.db.select().from(pointLedger).where(eq(pointLedger.id, row!.id));
    expect(after).toEqual(row);
  });
});

describe('bole points grant', () => {
  const capture = () => {
    const chunks: string[] = [];
    return { chunks, write: (text: string) => chunks.push(text), text: () => chunks.join('') };
  };

  it('grants a package, records it in the ledger and prints what it did in Chinese', async () => {
    const c = await newCompany();
    const out = capture();
    const err = capture();
    expect(await grantOnDb(ctx.database.db, ['grant', '--company', String(c.companyId), '--kind', 'backgroundCheck', '--points', '2400', '--name', '背调年度套餐', '--days', '30'], out, err)).toBe(0);
    expect(err.chunks).toEqual([]);
    expect(out.text()).toMatch(/^已为「.+」开通套餐「背调年度套餐」（编号 \d+）：背景调查 2400 点，有效期30天。当前余额 2400 点\n$/);
    const [pkg] = await ctx.database.db.select().from(pointPackages).where(eq(pointPackages.companyId, c.companyId));
    expect(pkg).toMatchObject({ kind: 'backgroundCheck', name: '背调年度套餐', points: 2400, status: 1, grantedBy: '平台运营' });
    expect(pkg!.endsAt!.getTime() - pkg!.startsAt.getTime()).toBe(30 * 86_400_000);
    const trial = capture();
    expect(await grantOnDb(ctx.database.db, ['grant', '--company', String(c.companyId), '--kind', 'backgroundCheck', '--points', '100', '--trial'], trial, capture())).toBe(0);
    expect(trial.text()).toContain('开通试用套餐「背景调查试用套餐100点」');
    expect(await balance(c.companyId)).toBe(2500);
    const rows = await ctx.database.db.select().from(pointLedger).where(and(eq(pointLedger.companyId, c.companyId), eq(pointLedger.entry, 'grant')));
    expect(rows.map((r) => r.reason)).toEqual(['开通套餐「背调年度套餐」', '开通套餐「背景调查试用套餐100点」（试用）']);
  });

  it('refuses bad options and an unknown company with a reason', async () => {
    expect(parseGrant(['grant', '--company', '1', '--kind', 'gold', '--points', '5'])).toMatch(/^请用 --kind 指定点数类型：intentionTalk、backgroundCheck/);
    expect(parseGrant(['grant', '--company', 'x', '--kind', 'backgroundCheck', '--points', '5'])).toBe('请用 --company 指定公司ID（正整数）');
    expect(parseGrant(['grant', '--company', '1', '--kind', 'backgroundCheck', '--points', '-5'])).toMatch(/^请用 --points 指定点数/);
    expect(parseGrant(['grant', '--company', '1', '--kind', 'backgroundCheck', '--points', '5', '--days', '0'])).toBe('--days 须为1到3650的整数');
    expect(parseGrant(['take'])).toMatch(/^用法: npx --no-install bole points grant/);
    const err = capture();
    expect(await grantOnDb(ctx.database.db, ['grant', '--company', '99999999', '--kind', 'backgroundCheck', '--points', '5'], capture(), err)).toBe(1);
    expect(err.text()).toBe('没有ID为 99999999 的公司\n');
    const usage = capture();
    expect(await grantOnDb(ctx.database.db, ['grant', '--points'], capture(), usage)).toBe(2);
  });
});

describe('GET /api/company/assets', () => {
  it('answers every kind with its label, the packages with statuses and the ledger page by page', async () => {
    const c = await newCompany();
    await grant(c.companyId, 1000);
    await grant(c.companyId, 50, true);
    await chargeOf(c.companyId, 36, 30);
    const res = await api(c, { method: 'GET', url: '/api/company/assets?pageSize=2' });
    const assets = okData<Assets>(res);
    expect(assets.balances).toHaveLength(11);
    expect(assets.balances.find((x) => x.kind === BG)).toEqual({ kind: BG, label: '背景调查', balance: 1014 });
    expect(assets.balances.find((x) => x.kind === 'coin')).toEqual({ kind: 'coin', label: '伯乐币', balance: 0 });
    expect(assets.packages.map((p) => [p.points, p.status])).toEqual([
      [50, 999],
      [1000, 1],
    ]);
    expect(assets.ledger.total).toBe(3);
    expect(assets.ledger.list.map((r) => [r.entry, r.delta, r.balanceAfter])).toEqual([
      ['charge', -36, 1014],
      ['grant', 50, 1050],
    ]);
    const page2 = okData<Assets>(await api(c, { method: 'GET', url: '/api/company/assets?pageSize=2&page=2' }));
    expect(page2.ledger.list.map((r) => r.entry)).toEqual(['grant']);
  });

  it('shows an ended package as expired', async () => {
    const c = await newCompany();
    const { packageId } = await grant(c.companyId, 10);
    await ctx.owner.db.update(pointPackages).set({ endsAt: new Date(Date.now() - 1000) }).where(eq(pointPackages.id, packageId));
    expect(okData<Assets>(await api(c, { method: 'GET', url: '/api/company/assets' })).packages[0]!.status).toBe(2);
  });

  it('shows only the caller’s company, refuses roles without 资产与套餐 and validates the query', async () => {
    const before = okData<Assets>(await api(b, { method: 'GET', url: '/api/company/assets' }));
    expect(before.ledger.total).toBe(0);
    expect(before.balances.every((x) => x.balance === 0)).toBe(true);
    const admin = await addAccount(ctx, a.companyId, SystemRoleCode.Admin);
    const hr = await addAccount(ctx, a.companyId, SystemRoleCode.Hr);
    expectFailure(await api(admin, { method: 'GET', url: '/api/company/assets' }), 403, '40300');
    expectFailure(await api(hr, { method: 'GET', url: '/api/company/assets' }), 403, '40300');
    expectFailure(await api(null, { method: 'GET', url: '/api/company/assets' }), 401, '999');
    expect(expectInvalid(await api(a, { method: 'GET', url: '/api/company/assets?kind=gold' }), 'kind')).toBe('点数类型不存在');
    expectInvalid(await api(a, { method: 'GET', url: '/api/company/assets?pageSize=1000' }), 'pageSize');
  });
});
