import type { TeamListQuery } from '@bole/domain';
import { and, asc, count, desc, eq, ilike, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { inCompany } from '../../platform/db/tenancy';
import { containsPattern, offsetOf } from './shared';
import { accounts, teamMembers, teams } from './tables';

const teamColumns = {
  id: teams.id,
  name: teams.name,
  description: teams.description,
  leaderId: teams.leaderId,
  leaderName: accounts.userName,
  createdAt: teams.createdAt,
};

function selectTeams(db: DbOrTx) {
  return db
    .select(teamColumns)
    .from(teams)
    .leftJoin(accounts, and(eq(accounts.id, teams.leaderId), eq(accounts.companyId, teams.companyId)));
}

export type TeamListed = Awaited<ReturnType<typeof selectTeams>>[number];
export type TeamMember = { teamId: number; id: number; userName: string };

/** One page of the company's teams, newest first. */
export async function listTeams(db: DbOrTx, companyId: number, q: TeamListQuery) {
  const where = inCompany(teams, companyId, q.keyword ? ilike(teams.name, containsPattern(q.keyword)) : undefined);
  const [rows, [total]] = await Promise.all([
    selectTeams(db).where(where).orderBy(desc(teams.id)).limit(q.pageSize).offset(offsetOf(q)),
    db.select({ n: count() }).from(teams).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findTeam(db: DbOrTx, companyId: number, id: number): Promise<TeamListed | undefined> {
  const [row] = await selectTeams(db).where(inCompany(teams, companyId, eq(teams.id, id)));
  return row;
}

/** Members of these teams, by name. */
export async function membersOf(db: DbOrTx, companyId: number, teamIds: readonly number[]): Promise<TeamMember[]> {
  if (teamIds.length === 0) return [];
  return db
    .select({ teamId: teamMembers.teamId, id: accounts.id, userName: accounts.userName })
    .from(teamMembers)
    .innerJoin(accounts, eq(accounts.id, teamMembers.accountId))
    .where(inCompany(teamMembers, companyId, inArray(teamMembers.teamId, [...teamIds])))
    .orderBy(asc(accounts.userName), asc(accounts.id));
}

export type TeamValues = { name: string; description: string | null; leaderId: number | null };

export async function insertTeam(db: DbOrTx, companyId: number, values: TeamValues): Promise<number> {
  const [row] = await db
    .insert(teams)
    .values({ companyId, ...values })
    .returning({ id: teams.id });
  return row!.id;
}

/** Saves a team; answers false when the company has no such team. */
export async function updateTeam(db: DbOrTx, companyId: number, id: number, values: TeamValues): Promise<boolean> {
  const updated = await db.update(teams).set(values).where(inCompany(teams, companyId, eq(teams.id, id))).returning({ id: teams.id });
  return updated.length > 0;
}

/** Replaces the team's members with `accountIds`. */
export async function replaceMembers(db: DbOrTx, companyId: number, teamId: number, accountIds: readonly number[]): Promise<void> {
  await db.delete(teamMembers).where(inCompany(teamMembers, companyId, eq(teamMembers.teamId, teamId)));
  const unique = [...new Set(accountIds)];
  if (unique.length > 0) await db.insert(teamMembers).values(unique.map((accountId) => ({ companyId, teamId, accountId })));
}

/** Deletes a team (its memberships go with it); answers false when the company has no such team. */
export async function deleteTeam(db: DbOrTx, companyId: number, id: number): Promise<boolean> {
  const deleted = await db.delete(teams).where(inCompany(teams, companyId, eq(teams.id, id))).returning({ id: teams.id });
  return deleted.length > 0;
}
