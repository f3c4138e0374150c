// The candidate's own link to his interview (面试登记表 and its sign-in), sent in the notice.
// Only the token's sha-256 is kept; issuing a new one (a new notice) retires the old link.
import { and, eq } from 'drizzle-orm';
import { hashToken, newToken } from '../../platform/auth/tokens';
import type { DbOrTx } from '../../platform/db/client';
import { interviews } from './tables';

export const REGISTRATION_PATH = '/out/interview/register';

export async function issueRegistrationLink(tx: DbOrTx, companyId: number, interviewId: number, publicUrl: string): Promise<string> {
  const { token, hash } = newToken();
  await tx.update(interviews).set({ candidateTokenHash: hash }).where(and(eq(interviews.companyId, companyId), eq(interviews.id, interviewId)));
  return `${publicUrl}${REGISTRATION_PATH}?token=${token}`;
}

/** The interview a candidate's link belongs to, or undefined; the caller answers expiry and cancellation. */
export async function interviewOfToken(db: DbOrTx, token: string) {
  const [row] = await db.select().from(interviews).where(eq(interviews.candidateTokenHash, hashToken(token)));
  return row;
}
