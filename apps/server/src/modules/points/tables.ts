import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { PointEntry, PointKind, type PackageStatus } from '@bole/domain';
import { createdAt, id, ref, updatedAt } from '../../platform/db/columns';
import { accounts, companies } from '../company/tables';

const KINDS = Object.values(PointKind) as [PointKind, ...PointKind[]];
const ENTRIES = Object.values(PointEntry) as [PointEntry, ...PointEntry[]];

/** Packages the platform operator granted a company (`npx --no-install bole points grant`); there is no payment in the product. */
export const pointPackages = pgTable(
  'point_packages',
  {
    id: id(),
    companyId: ref('company_id')
      .notNull()
      .references(() => companies.id),
    kind: text('kind', { enum: KINDS }).notNull(),
    name: text('name').notNull(),
    points: integer('points').notNull(),
    /** Spec section 4: 1 in force, 3 voided, 999 trial; 2 (expired) is also read from `ends_at`. */
    status: integer('status').$type<PackageStatus>().notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** Who granted it: the operator's name from the command line. */
    grantedBy: text('granted_by').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('point_packages_company_idx').on(t.companyId, t.createdAt), check('point_packages_points_positive', sql`${t.points} > 0`)],
);

/**
 * The balance of each kind, the one row charges lock (FOR UPDATE) so that two charges at once
 * are serialised; the check keeps it from going below zero even if a bug tried.
 */
export const pointBalances = pgTable(
  'point_balances',
  {
    companyId: ref('company_id')
      .notNull()
      .references(() => companies.id),
    kind: text('kind', { enum: KINDS }).notNull(),
    balance: integer('balance').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.kind] }), check('point_balances_not_negative', sql`${t.balance} >= 0`)],
);

/**
 * Every grant, charge and refund, append-only: a trigger (migration 00xx_point_ledger_append_only)
 * refuses UPDATE, DELETE and TRUNCATE. One row per entry and subject, so the same use cannot be
 * charged (or refunded) twice even by two requests at once.
 */
export const pointLedger = pgTable(
  'point_ledger',
  {
    id: id(),
    companyId: ref('company_id')
      .notNull()
      .references(() => companies.id),
    kind: text('kind', { enum: KINDS }).notNull(),
    entry: text('entry', { enum: ENTRIES }).notNull(),
    delta: integer('delta').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    reason: text('reason').notNull(),
    /** What the points were for: 'package' for a grant, 'backgroundCheck' for a check … */
    subjectType: text('subject_type').notNull(),
    subjectId: ref('subject_id').notNull(),
    actorId: ref('actor_id').references(() => accounts.id),
    actorName: text('actor_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('point_ledger_subject_uq').on(t.companyId, t.entry, t.subjectType, t.subjectId),
    index('point_ledger_company_idx').on(t.companyId, t.createdAt),
    check('point_ledger_balance_not_negative', sql`${t.balanceAfter} >= 0`),
  ],
);
