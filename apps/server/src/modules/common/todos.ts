import { Perm, type TodoCard } from '@bole/domain';
import { and, count, eq } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth/context';
import type { Db } from '../../platform/db/client';
import { accounts } from '../company/tables';

type TodoSource = { key: string; title: string; path: string; visible: (auth: AuthContext) => boolean; count: (db: Db, auth: AuthContext) => Promise<number> };

/**
 * The to-do cards of /home. Each business area adds its source here as it lands
 * (resumes to screen, interviews to arrange, offers to approve ...).
 */
const SOURCES: TodoSource[] = [
  {
    key: 'invitedAccounts',
    title: '待激活账号',
    path: '/user/company/accounts?status=3',
    visible: (auth) => auth.codes.has(Perm.CompanyAccounts),
    count: async (db, auth) => {
      const [row] = await db.select({ n: count() }).from(accounts).where(and(eq(accounts.companyId, auth.companyId), eq(accounts.status, 3)));
      return row?.n ?? 0;
    },
  },
];

/** The cards the caller may see, with their counts scoped to the caller's company. */
export async function homeTodos(db: Db, auth: AuthContext): Promise<TodoCard[]> {
  const visible = SOURCES.filter((s) => s.visible(auth));
  return Promise.all(visible.map(async (s) => ({ key: s.key, title: s.title, path: s.path, count: await s.count(db, auth) })));
}
