// Share links (250032): HR makes a link that opens the resume without login for 1, 3, 7 or
// 30 days; only the token's hash is stored. Contact details show only when the sharer may see
// them and chose to, salaries only when he may see them. Making and revoking are recorded.
import { CustomFieldType, Perm, ResumeAction, type ResumeShareCreate, type ResumeShareCreated, type ResumeShareLink, type SharedResume, type ShareStatus } from '@bole/domain';
import { desc, eq, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import { hashToken, newToken } from '../../platform/auth/tokens';
import type { Db, DbOrTx } from '../../platform/db/client';
import { narrowScope } from '../../platform/db/scope';
import { inCompany } from '../../platform/db/tenancy';
import { AppError } from '../../platform/http/errors';
import { accounts, companies, roles } from '../company/tables';
import { customTexts } from './custom-texts';
import { chinaTime } from './export.text';
import { presentShared } from './share.presenter';
import * as repo from './repository';
import { canSeeContact, canSeeSalary, scopeCondition, type Caller } from './scope';
import { resumeShareLinks } from './share.tables';

const DAY_MS = 86_400_000;

type LinkRow = typeof resumeShareLinks.$inferSelect & { createdByName: string };

export function statusOf(link: Pick<LinkRow, 'revokedAt' | 'expiresAt'>, now = new Date()): ShareStatus {
  if (link.revokedAt) return 'revoked';
  return link.expiresAt.getTime() <= now.getTime() ? 'expired' : 'active';
}

function present(link: LinkRow): ResumeShareLink {
  return {
    id: link.id,
    resumeId: link.resumeId,
    createdByName: link.createdByName,
    showContact: link.showContact,
    showSalary: link.showSalary,
    days: link.days,
    status: statusOf(link),
    expiresAt: link.expiresAt.toISOString(),
    revokedAt: link.revokedAt?.toISOString() ?? null,
    viewCount: link.viewCount,
    lastViewedAt: link.lastViewedAt?.toISOString() ?? null,
    createdAt: link.createdAt.toISOString(),
  };
}

async function liveResume(db: DbOrTx, caller: Caller, resumeId: number) {
  const resume = await repo.findResume(db, caller.companyId, resumeId, { scope: scopeCondition(caller) });
  if (!resume) throw new AppError('NOT_FOUND');
  return resume;
}

const linkColumns = { link: resumeShareLinks, createdByName: accounts.userName };

async function linksWhere(db: DbOrTx, where: ReturnType<typeof inCompany>): Promise<LinkRow[]> {
  const rows = await db
    .select(linkColumns)
    .from(resumeShareLinks)
    .innerJoin(accounts, eq(accounts.id, resumeShareLinks.createdBy))
    .where(where)
    .orderBy(desc(resumeShareLinks.createdAt), desc(resumeShareLinks.id));
  return rows.map((r) => ({ ...r.link, createdByName: r.createdByName }));
}

const record = (caller: Caller, resumeId: number, action: string, note: string): repo.NewRecord => ({ resumeId, operatorId: caller.accountId, operatorName: caller.userName, action, note });

export async function createShare(db: Db, config: Config, caller: Caller, resumeId: number, body: ResumeShareCreate): Promise<ResumeShareCreated> {
  if (body.showContact && !canSeeContact(caller)) throw new AppError('SHARE_CONTACT_FORBIDDEN');
  const { token, hash } = newToken();
  const id = await db.transaction(async (tx) => {
    await liveResume(tx, caller, resumeId);
    const [row] = await tx
      .insert(resumeShareLinks)
      .values({
        companyId: caller.companyId,
        resumeId,
        tokenHash: hash,
        createdBy: caller.accountId,
        days: body.days,
        showContact: body.showContact,
        showSalary: canSeeSalary(caller),
        expiresAt: new Date(Date.now() + body.days * DAY_MS),
      })
      .returning({ id: resumeShareLinks.id });
    const contact = body.showContact ? '显示联系方式' : '隐藏联系方式';
    await repo.insertRecords(tx, caller.companyId, [record(caller, resumeId, ResumeAction.Share, `分享链接有效期${body.days}天，${contact}`)]);
    return row!.id;
  });
  const [link] = await linksWhere(db, inCompany(resumeShareLinks, caller.companyId, eq(resumeShareLinks.id, id)));
  return { ...present(link!), token, url: `${config.publicUrl}/out/resume?token=${token}` };
}

/** Every link made for the resume, newest first. */
export async function listShares(db: Db, caller: Caller, resumeId: number): Promise<ResumeShareLink[]> {
  await liveResume(db, caller, resumeId);
  return (await linksWhere(db, inCompany(resumeShareLinks, caller.companyId, eq(resumeShareLinks.resumeId, resumeId)))).map(present);
}

/** Closes a link at once; revoking a closed one changes nothing. */
export async function revokeShare(db: Db, caller: Caller, resumeId: number, shareId: number): Promise<ResumeShareLink> {
  const where = inCompany(resumeShareLinks, caller.companyId, eq(resumeShareLinks.resumeId, resumeId), eq(resumeShareLinks.id, shareId));
  await db.transaction(async (tx) => {
    await liveResume(tx, caller, resumeId);
    const [link] = await tx.select().from(resumeShareLinks).where(where).for('update');
    if (!link) throw new AppError('NOT_FOUND');
    if (link.revokedAt) return;
    await tx.update(resumeShareLinks).set({ revokedAt: new Date(), revokedBy: caller.accountId }).where(where);
    await repo.insertRecords(tx, caller.companyId, [record(caller, resumeId, ResumeAction.ShareRevoke, `撤销了${chinaTime(link.createdAt)}创建的分享链接`)]);
  });
  const [link] = await linksWhere(db, where);
  return present(link!);
}

/**
 * What the sharer may show today: a link made with contact details or salaries stops showing
 * them once his role holds 250001 / 250027 in neither mode (a link belongs to no mode, so the
 * code in social or campus recruiting is enough) or his account is disabled.
 */
async function sharerMayShow(db: Db, link: typeof resumeShareLinks.$inferSelect): Promise<{ contact: boolean; salary: boolean }> {
  const [sharer] = await db
    .select({ status: accounts.status, socialCodes: roles.socialCodes, campusCodes: roles.campusCodes })
    .from(accounts)
    .innerJoin(roles, eq(roles.id, accounts.roleId))
    .where(inCompany(accounts, link.companyId, eq(accounts.id, link.createdBy)));
  if (!sharer || sharer.status !== 1) return { contact: false, salary: false };
  const codes = new Set([...sharer.socialCodes, ...sharer.campusCodes]);
  return { contact: codes.has(Perm.CandidateContact), salary: codes.has(Perm.CandidateSalary) };
}

/** What /out/resume shows for a token, or why the link no longer opens. Counts the view. */
export async function readShared(db: Db, token: string): Promise<SharedResume> {
  const [link] = await db.select().from(resumeShareLinks).where(eq(resumeShareLinks.tokenHash, hashToken(token)));
  if (!link) throw new AppError('SHARE_LINK_UNKNOWN');
  // The link has named the company: from here on the database shows no other one's rows.
  narrowScope(link.companyId);
  const status = statusOf(link);
  if (status === 'revoked') throw new AppError('SHARE_LINK_REVOKED');
  if (status === 'expired') throw new AppError('SHARE_LINK_EXPIRED');
  const resume = await repo.findResume(db, link.companyId, link.resumeId);
  if (!resume) throw new AppError('SHARE_LINK_GONE');
  const [children, [company], custom, , may] = await Promise.all([
    repo.loadChildren(db, link.companyId, link.resumeId),
    db.select({ name: companies.name }).from(companies).where(eq(companies.id, link.companyId)),
    // Attachment fields stay inside: their files are not reachable through the link.
    customTexts(db, link.companyId, [resume.customFields], [CustomFieldType.Attachment]),
    db
      .update(resumeShareLinks)
      .set({ viewCount: sql`${resumeShareLinks.viewCount} + 1`, lastViewedAt: new Date() })
      .where(inCompany(resumeShareLinks, link.companyId, eq(resumeShareLinks.id, link.id))),
    sharerMayShow(db, link),
  ]);
  return presentShared(resume, children, custom.texts[0] ?? [], {
    companyName: company?.name ?? '',
    expiresAt: link.expiresAt,
    showContact: link.showContact && may.contact,
    showSalary: link.showSalary && may.salary,
  });
}
