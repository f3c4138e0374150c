import { Perm, type TodoCard } from '@bole/domain';
import { and, count, eq } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth/context';
import type { Db } from '../../platform/db/client';
import { pendingCount } from '../approvals/service';
import { accounts } from '../company/tables';
import { unreadNoticeCount } from '../messaging/notices';
import { mentionTodo } from '../resumes/mentions';
import { overdueTodo } from '../screening/service';

// A count opens `path`; a source whose target depends on the data answers its own path.
type TodoSource = { key: string; title: string; path?: string; visible: (auth: AuthContext) => boolean; count: (db: Db, auth: AuthContext) => Promise<number | { count: number; path?: string }> };

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
  {
    // Comments on resumes that mention the caller and that he has not read yet.
    key: 'resumeMentions',
    title: '提到我的',
    visible: () => true,
    count: (db, auth) => mentionTodo(db, auth),
  },
  {
    // In-app notices (站内信) the caller has not read, the bell's count; the list is 消息中心.
    key: 'unreadNotices',
    title: '未读消息',
    path: '/home/notices?unread=true',
    visible: () => true,
    count: (db, auth) => unreadNoticeCount(db, auth),
  },
  {
    // Approval steps (jobs, demands …) waiting for the caller's decision.
    key: 'approvals',
    title: '待我审批',
    path: '/approval?box=pending',
    visible: () => true,
    count: (db, auth) => pendingCount(db, auth.companyId, auth.accountId),
  },
  {
    // Resumes the caller pushed to hiring managers that are past their reply-by time without feedback.
    key: 'recommendationsOverdue',
    title: '推荐反馈超时',
    path: '/recruit/job',
    visible: (auth) => auth.codes.has(Perm.PushToHiringDept),
    count: (db, auth) => overdueTodo(db, auth),
  },
];

/** The cards the caller may see, with their counts scoped to the caller's company. */
export async function homeTodos(db: Db, auth: AuthContext): Promise<TodoCard[]> {
  const visible = SOURCES.filter((s) => s.visible(auth));
  return Promise.all(
    visible.map(async (s) => {
      const counted = await s.count(db, auth);
      return typeof counted === 'number' ? { key: s.key, title: s.title, path: s.path, count: counted } : { key: s.key, title: s.title, ...counted };
    }),
  );
}
