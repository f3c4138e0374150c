import type { Page, TeamListQuery, TeamRow, TeamSave } from '@bole/domain';
import type { Db, DbOrTx } from '../../platform/db/client';
import { assertInCompany } from '../../platform/db/tenancy';
import { AppError } from '../../platform/http/errors';
import { rethrowTaken } from './shared';
import { presentTeam } from './teams.presenter';
import * as repo from './teams.repository';
import { accounts } from './tables';

const nameTaken = rethrowTaken('teams_company_name_uq', 'NAME_TAKEN', '团队名称已存在');

async function saved(db: DbOrTx, companyId: number, id: number): Promise<TeamRow> {
  const team = await repo.findTeam(db, companyId, id);
  if (!team) throw new AppError('NOT_FOUND');
  return presentTeam(team, await repo.membersOf(db, companyId, [id]));
}

/** The leader and members must be accounts of the company. */
async function assertPeople(db: DbOrTx, companyId: number, body: TeamSave): Promise<void> {
  await assertInCompany(db, accounts, companyId, body.leaderId ? [body.leaderId, ...body.memberIds] : body.memberIds);
}

const values = (body: TeamSave): repo.TeamValues => ({ name: body.name, description: body.description ?? null, leaderId: body.leaderId ?? null });

export async function listTeams(db: Db, companyId: number, q: TeamListQuery): Promise<Page<TeamRow>> {
  const { rows, total } = await repo.listTeams(db, companyId, q);
  const members = await repo.membersOf(db, companyId, rows.map((t) => t.id));
  return { list: rows.map((t) => presentTeam(t, members)), total, page: q.page, pageSize: q.pageSize };
}

export async function createTeam(db: Db, companyId: number, body: TeamSave): Promise<TeamRow> {
  const id = await db
    .transaction(async (tx) => {
      await assertPeople(tx, companyId, body);
      const teamId = await repo.insertTeam(tx, companyId, values(body));
      await repo.replaceMembers(tx, companyId, teamId, body.memberIds);
      return teamId;
    })
    .catch(nameTaken);
  return saved(db, companyId, id);
}

/** Saves the team and replaces its members as a whole, in one transaction. */
export async function updateTeam(db: Db, companyId: number, id: number, body: TeamSave): Promise<TeamRow> {
  await db
    .transaction(async (tx) => {
      await assertPeople(tx, companyId, body);
      if (!(await repo.updateTeam(tx, companyId, id, values(body)))) throw new AppError('NOT_FOUND');
      await repo.replaceMembers(tx, companyId, id, body.memberIds);
    })
    .catch(nameTaken);
  return saved(db, companyId, id);
}

export async function deleteTeam(db: Db, companyId: number, id: number): Promise<void> {
  if (!(await repo.deleteTeam(db, companyId, id))) throw new AppError('NOT_FOUND');
}
