// Keeping the pool free of duplicates: the same phone, e-mail or attachment in a company.
// Duplicates are stored and linked, never dropped; HR merges them (see merge.ts).
import { isEmail, isMobile, PhoneFlag, type DuplicateKind } from '@bole/domain';
import { and, asc, eq, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../platform/db/client';
import { inCompany, lockCompany } from '../../platform/db/tenancy';
import { resumeFiles, resumes } from './tables';

/** A mobile as stored: a valid one without spaces, dashes or +86; anything else kept as written. */
export function normalizeMobile(raw: string | null | undefined): string | null {
  const text = (raw ?? '').normalize('NFKC').trim();
  if (text === '') return null;
  const digits = text.replace(/[\s()-]/g, '').replace(/^\+?86(?=1\d{10}$)/, '');
  return isMobile(digits) ? digits : text;
}

/** An e-mail as stored: trimmed, lower case. */
export function normalizeEmail(raw: string | null | undefined): string | null {
  const text = (raw ?? '').normalize('NFKC').trim().toLowerCase();
  return text === '' ? null : text;
}

/** Whether the phone is missing, malformed or fine. */
export function phoneFlagOf(mobile: string | null): PhoneFlag {
  if (!mobile) return PhoneFlag.Missing;
  return isMobile(mobile) ? PhoneFlag.Ok : PhoneFlag.Malformed;
}

export type DuplicateLink = { id: number; kind: DuplicateKind };
/** Which contact details mark a duplicate (简历设置 查重规则); the attachment's content always does. */
export type DedupeKeys = { mobile: boolean; email: boolean };
const ALL_KEYS: DedupeKeys = { mobile: true, email: true };

/**
 * Serialises storing resumes with the same phone or e-mail in a company until the
 * transaction ends, so two uploads of one candidate cannot both pass as new.
 */
export async function lockContacts(tx: Tx, companyId: number, mobile: string | null, email: string | null): Promise<void> {
  if (mobile) await lockCompany(tx, `resume:mobile:${mobile}`, companyId);
  if (email) await lockCompany(tx, `resume:email:${email}`, companyId);
}

/**
 * The live resume an incoming one duplicates: the earliest with the same well-formed phone,
 * else with the same well-formed e-mail, as far as `keys` switch them on. `exceptId` leaves
 * out the resume being edited and those already linked to it, so no link points in a circle.
 */
export async function findDuplicate(db: DbOrTx, companyId: number, mobile: string | null, email: string | null, exceptId?: number, keys: DedupeKeys = ALL_KEYS): Promise<DuplicateLink | null> {
  const others: SQL[] = exceptId ? [ne(resumes.id, exceptId), sql`${resumes.duplicateOfId} is distinct from ${exceptId}`] : [];
  const find = async (condition: SQL, kind: DuplicateKind) => {
    const [row] = await db
      .select({ id: resumes.id })
      .from(resumes)
      .where(inCompany(resumes, companyId, isNull(resumes.deletedAt), condition, ...others))
      .orderBy(asc(resumes.id))
      .limit(1);
    return row ? { id: row.id, kind } : null;
  };
  if (keys.mobile && mobile && isMobile(mobile)) {
    const hit = await find(eq(resumes.mobile, mobile), 'phone');
    if (hit) return hit;
  }
  if (keys.email && email && isEmail(email)) return find(eq(resumes.email, email), 'email');
  return null;
}

/** The resume that already holds a file with this content, if any (duplicate attachment, status 7). */
export async function findFileOwner(db: DbOrTx, companyId: number, sha256: string): Promise<number | null> {
  const [row] = await db
    .select({ resumeId: resumeFiles.resumeId })
    .from(resumeFiles)
    .where(inCompany(resumeFiles, companyId, eq(resumeFiles.sha256, sha256)));
  return row?.resumeId ?? null;
}

/** Live resumes that look like the same candidate: same phone or e-mail (as `keys` switch them on), or linked either way. */
export function duplicateCondition(r: { id: number; mobile: string | null; email: string | null; duplicateOfId: number | null }, keys: DedupeKeys = ALL_KEYS): SQL {
  const same: (SQL | undefined)[] = [
    keys.mobile && r.mobile && isMobile(r.mobile) ? eq(resumes.mobile, r.mobile) : undefined,
    keys.email && r.email && isEmail(r.email) ? eq(resumes.email, r.email) : undefined,
    eq(resumes.duplicateOfId, r.id),
    r.duplicateOfId ? eq(resumes.id, r.duplicateOfId) : undefined,
  ];
  return and(ne(resumes.id, r.id), isNull(resumes.deletedAt), or(...same))!;
}
