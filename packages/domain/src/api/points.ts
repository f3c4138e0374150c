// 资产与套餐 (/user/company/assets): the company's points per kind, its packages and the ledger.
import { z } from 'zod';
import { PackageStatus, PointEntry, PointKind } from '../codes/points';
import { pageQuerySchema, pageSchema } from './common';

/** The balance of one point kind. */
export const pointBalanceSchema = z.object({ kind: z.enum(PointKind), label: z.string(), balance: z.number().int() });
export type PointBalance = z.infer<typeof pointBalanceSchema>;

/** A package the platform granted; `status` is computed (an ended package reads 2 已过期). */
export const pointPackageSchema = z.object({
  id: z.number(),
  kind: z.enum(PointKind),
  name: z.string(),
  points: z.number().int(),
  status: z.union([z.literal(PackageStatus.Archived), z.literal(PackageStatus.Expired), z.literal(PackageStatus.Voided), z.literal(PackageStatus.Trial)]),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  grantedBy: z.string(),
  createdAt: z.string(),
});
export type PointPackage = z.infer<typeof pointPackageSchema>;

/** One row of 点数明细: every grant, charge and refund, never changed afterwards. */
export const pointLedgerRowSchema = z.object({
  id: z.number(),
  kind: z.enum(PointKind),
  entry: z.enum(PointEntry),
  delta: z.number().int(),
  balanceAfter: z.number().int(),
  reason: z.string(),
  actorName: z.string(),
  createdAt: z.string(),
});
export type PointLedgerRow = z.infer<typeof pointLedgerRowSchema>;

/** GET /api/company/assets?page=&pageSize=&kind= */
export const companyAssetsQuerySchema = pageQuerySchema.extend({ kind: z.enum(PointKind, { error: '点数类型不存在' }).optional() });
export type CompanyAssetsQuery = z.infer<typeof companyAssetsQuerySchema>;

export const companyAssetsSchema = z.object({
  balances: z.array(pointBalanceSchema),
  packages: z.array(pointPackageSchema),
  ledger: pageSchema(pointLedgerRowSchema),
});
export type CompanyAssets = z.infer<typeof companyAssetsSchema>;
