// Which resumes a caller may see (spec section 6), enforced in every query of this module.
import { Perm, RoleType } from '@bole/domain';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth/context';
import { resumes, resumeViewers } from './tables';

export type Caller = Pick<AuthContext, 'accountId' | 'companyId' | 'roleType' | 'codes' | 'userName'>;

/**
 * The company pool for administrators and HR holding 210001; a referrer sees the
 * candidates he referred; everyone else (hiring managers, front desk, roles without
 * 210001) only the resumes pushed to him (resume_viewers).
 */
export type ResumeScope = { kind: 'company' } | { kind: 'referred'; accountId: number } | { kind: 'pushed'; accountId: number };

export function scopeOf(caller: Caller): ResumeScope {
  const poolRole = caller.roleType === RoleType.Admin || caller.roleType === RoleType.Hr;
  if (poolRole && caller.codes.has(Perm.TalentPoolView)) return { kind: 'company' };
  if (caller.roleType === RoleType.Referrer) return { kind: 'referred', accountId: caller.accountId };
  return { kind: 'pushed', accountId: caller.accountId };
}

/** The scope as a condition on `resumes` (undefined: the whole company pool). */
export function scopeCondition(caller: Caller): SQL | undefined {
  const scope = scopeOf(caller);
  switch (scope.kind) {
    case 'company':
      return undefined;
    case 'referred':
      return eq(resumes.referrerAccountId, scope.accountId);
    case 'pushed':
      return sql`exists (select 1 from ${resumeViewers} where ${resumeViewers.companyId} = ${caller.companyId} and ${resumeViewers.accountId} = ${scope.accountId} and ${resumeViewers.resumeId} = ${resumes.id})`;
  }
}

/** Codes that open the talent pool routes; the scope above narrows what each caller sees. */
export const VIEW_CODES = [Perm.TalentPoolView, Perm.ScreenFeedback, Perm.InterviewView, Perm.ReferralRecommend] as const;

export const canSeeContact = (caller: Caller) => caller.codes.has(Perm.CandidateContact);
export const canSeeSalary = (caller: Caller) => caller.codes.has(Perm.CandidateSalary);
