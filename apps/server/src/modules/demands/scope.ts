// Which demands a caller sees: holders of 处理招聘需求 (230008) every demand of the company; anyone
// else the demands he raised and those he recruits for as 负责HR.
import { Perm } from '@bole/domain';
import { eq, or, type SQL } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth/context';
import { demands } from './tables';

export type Caller = Pick<AuthContext, 'accountId' | 'companyId' | 'codes'>;

export const handlesDemands = (caller: Caller): boolean => caller.codes.has(Perm.DemandHandle);

/** The scope as a condition on `demands` (undefined: all of the company's demands). */
export function demandScope(caller: Caller): SQL | undefined {
  if (handlesDemands(caller)) return undefined;
  return or(eq(demands.createdBy, caller.accountId), eq(demands.ownerId, caller.accountId));
}

/** Whether the caller may change the demand: its submitter, or a holder of 230008. */
export const mayChange = (caller: Caller, demand: { createdBy: number }): boolean => demand.createdBy === caller.accountId || handlesDemands(caller);
