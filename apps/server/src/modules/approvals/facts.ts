// What an approval is about, as approvers read it: the facts its subject was submitted with
// (department, salary, headcount …), labelled in Chinese with names for the ids.
import { approvalConditionFields, conditionFieldLabel, conditionFieldUnits, jobNatureLabels, recruitTypeLabels, type ApprovalFacts, type ApprovalKind } from '@bole/domain';
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { inCompany } from '../../platform/db/tenancy';
import { orgs } from '../company/tables';
import { levelsByIds } from '../jobs/levels.service';

export type FactLine = { label: string; value: string };

export async function describeFacts(db: DbOrTx, companyId: number, kind: ApprovalKind, facts: ApprovalFacts): Promise<FactLine[]> {
  const lines: FactLine[] = [];
  for (const field of approvalConditionFields[kind]) {
    const label = conditionFieldLabel(kind, field);
    if (field === 'orgId' && facts.orgId != null) {
      const [org] = await db.select({ name: orgs.name }).from(orgs).where(inCompany(orgs, companyId, inArray(orgs.id, [facts.orgId])));
      lines.push({ label, value: org?.name ?? '已删除的部门' });
    } else if (field === 'rankId' && facts.rankIds && facts.rankIds.length > 0) {
      const levels = await levelsByIds(db, companyId, facts.rankIds);
      lines.push({ label, value: facts.rankIds.map((id) => levels.get(id)?.name ?? '已删除的职级').join('、') });
    } else if (field === 'nature' && facts.nature != null) {
      lines.push({ label, value: jobNatureLabels[facts.nature as keyof typeof jobNatureLabels] ?? String(facts.nature) });
    } else if (field === 'recruitType' && facts.recruitType != null) {
      lines.push({ label, value: recruitTypeLabels[facts.recruitType as keyof typeof recruitTypeLabels] ?? String(facts.recruitType) });
    } else if ((field === 'salary' || field === 'headcount') && facts[field] != null) {
      lines.push({ label, value: `${facts[field]}${conditionFieldUnits[field] ?? ''}` });
    }
  }
  return lines;
}
