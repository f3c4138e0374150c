// Query keys of the company settings pages. Everything sits under ['company'], so a change
// that touches several lists (a hand-over, a role change) can invalidate the whole area.
import type { AccountListQuery, MeetingRoomListQuery, PageQuery, TeamListQuery } from '@bole/domain';

export type ListParams<Q> = Partial<Q>;

export const companyKeys = {
  all: ['company'] as const,
  accounts: {
    all: ['company', 'accounts'] as const,
    list: (q: ListParams<AccountListQuery>) => ['company', 'accounts', 'list', q] as const,
    options: () => ['company', 'accounts', 'options'] as const,
  },
  roles: {
    all: ['company', 'roles'] as const,
    list: () => ['company', 'roles', 'list'] as const,
  },
  permissions: {
    all: ['company', 'permissions'] as const,
    catalog: () => ['company', 'permissions', 'catalog'] as const,
    byRole: () => ['company', 'permissions', 'by-role'] as const,
    byDepartment: () => ['company', 'permissions', 'by-department'] as const,
    byJob: (q: ListParams<AccountListQuery>) => ['company', 'permissions', 'by-job', q] as const,
  },
  orgs: {
    all: ['company', 'orgs'] as const,
    tree: () => ['company', 'orgs', 'tree'] as const,
  },
  teams: {
    all: ['company', 'teams'] as const,
    list: (q: ListParams<TeamListQuery>) => ['company', 'teams', 'list', q] as const,
  },
  base: () => ['company', 'base'] as const,
  addresses: {
    all: ['company', 'addresses'] as const,
    list: (q: ListParams<PageQuery>) => ['company', 'addresses', 'list', q] as const,
  },
  meetingRooms: {
    all: ['company', 'meeting-rooms'] as const,
    list: (q: ListParams<MeetingRoomListQuery>) => ['company', 'meeting-rooms', 'list', q] as const,
  },
};
