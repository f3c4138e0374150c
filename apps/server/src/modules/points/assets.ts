// 资产与套餐: the company's balances per kind, its packages and the ledger, page by page.
import { pointKindLabels, PointKind, type CompanyAssets, type CompanyAssetsQuery } from '@bole/domain';
import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { inCompany } from '../../platform/db/tenancy';
import { packageStatusOf } from './service';
import { pointBalances, pointLedger, pointPackages } from './tables';

export async function readAssets(db: Db, companyId: number, query: CompanyAssetsQuery): Promise<CompanyAssets> {
  const balanceRows = await db.select().from(pointBalances).where(inCompany(pointBalances, companyId));
  const byKind = new Map(balanceRows.map((r) => [r.kind, r.balance]));
  const packageRows = await db.select().from(pointPackages).where(inCompany(pointPackages, companyId)).orderBy(desc(pointPackages.createdAt), desc(pointPackages.id));
  const where = inCompany(pointLedger, companyId, query.kind ? eq(pointLedger.kind, query.kind) : undefined);
  const [total] = await db.select({ n: count() }).from(pointLedger).where(where);
  const ledgerRows = await db
    .select()
    .from(pointLedger)
    .where(where)
    .orderBy(desc(pointLedger.createdAt), desc(pointLedger.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return {
    balances: Object.values(PointKind).map((kind) => ({ kind, label: pointKindLabels[kind], balance: byKind.get(kind) ?? 0 })),
    packages: packageRows.map((p) => ({
      id: p.id,
      kind: p.kind,
      name: p.name,
      points: p.points,
      status: packageStatusOf(p),
      startsAt: p.startsAt.toISOString(),
      endsAt: p.endsAt?.toISOString() ?? null,
      grantedBy: p.grantedBy,
      createdAt: p.createdAt.toISOString(),
    })),
    ledger: {
      list: ledgerRows.map((r) => ({
        id: r.id,
        kind: r.kind,
        entry: r.entry,
        delta: r.delta,
        balanceAfter: r.balanceAfter,
        reason: r.reason,
        actorName: r.actorName,
        createdAt: r.createdAt.toISOString(),
      })),
      total: total?.n ?? 0,
      page: query.page,
      pageSize: query.pageSize,
    },
  };
}
