// Who interviews for the demo's jobs, and on which template: a first round with the job's
// recruiter and the department's interviewer (王建国, 技术总监, for the technical departments;
// 林晓雯, 人力资源总监, for the others), later rounds with the department's and the CEO.
import { eq } from 'drizzle-orm';
import type { EvaluationItem } from '@bole/domain';
import type { Db } from '../platform/db/client';
import { accounts } from '../modules/company/tables';
import { defaultTemplate, itemsOf } from '../modules/interviews/evaluation-templates';
import { DEMO_ACCOUNTS } from './demo';

const TECHNICAL = ['技术部', '前端组', '后端组', '产品部'];

export type DemoInterviewing = {
  /** The job's interviewers per round, lead first (BulkJobInfo.panels). */
  panelsOf: (org: string, owner: number) => number[][];
  template: { id: number; items: EvaluationItem[] };
};

export async function demoInterviewing(db: Db, companyId: number): Promise<DemoInterviewing> {
  const people = await db.select({ id: accounts.id, email: accounts.loginEmail }).from(accounts).where(eq(accounts.companyId, companyId));
  const idOf = (k: number) => people.find((p) => p.email === DEMO_ACCOUNTS[k]!.loginEmail)!.id;
  const [ceo, hrDirector, hm] = [idOf(0), idOf(1), idOf(3)];
  const template = (await defaultTemplate(db, companyId))!;
  return {
    panelsOf: (org, owner) => {
      const department = TECHNICAL.includes(org) ? hm : hrDirector;
      return [
        [owner, department],
        [department, ceo],
      ];
    },
    template: { id: template.id, items: itemsOf(template) },
  };
}
