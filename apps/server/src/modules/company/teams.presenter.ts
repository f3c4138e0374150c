import type { TeamRow } from '@bole/domain';
import type { TeamListed, TeamMember } from './teams.repository';

export function presentTeam(t: TeamListed, members: readonly TeamMember[]): TeamRow {
  return {
    id: t.id,
    name: t.name,
    description: t.description,
    leaderId: t.leaderId,
    leaderName: t.leaderName,
    members: members.filter((m) => m.teamId === t.id).map((m) => ({ id: m.id, userName: m.userName })),
    createdAt: t.createdAt.toISOString(),
  };
}
