// A candidate applying from the careers portal with a file the company already holds lands on
// that resume. What he typed is kept: empty fields take his values, values that differ from the
// stored ones go into the resume's history for HR to check (an anonymous form never overwrites
// what the company keeps), and a resume in the recycle bin comes back so he can apply.
import type { ResumeChange, ResumeUpdate } from '@bole/domain';
import type { Tx } from '../../platform/db/client';
import { AppError } from '../../platform/http/errors';
import { diffFields, FIELD_LABELS, shown } from './changes';
import { findDuplicate, lockContacts, phoneFlagOf } from './dedupe';
import * as repo from './repository';
import { resumeSettingsOf } from './resume-settings';
import { columnsOf, historiesOf, rebuild, type Operator } from './service';

type Column = keyof repo.ResumeValues;

// Columns that follow the one the candidate typed (a city's code, a birthday's year); the
// portal's form has no field of their own.
const COMPANIONS: Partial<Record<Column, Column[]>> = { workCity: ['workCityCode'], expectCity: ['expectCityCode'], birthday: ['birthYear'] };
const FOLLOWERS = new Set(Object.values(COMPANIONS).flat());

const isEmpty = (v: unknown) => v === null || v === undefined || v === '';

/**
 * Takes a portal applicant's typed values into the resume that holds his file (or the one it
 * was merged into), restoring it from the recycle bin, all with records by `op`. Answers the id
 * of the resume the application belongs to.
 */
export async function takeApplicantInput(tx: Tx, op: Operator, resumeId: number, typed: ResumeUpdate): Promise<number> {
  const { companyId } = op;
  const current = await repo.findResume(tx, companyId, resumeId, { state: 'any', forUpdate: true });
  if (!current) throw new AppError('NOT_FOUND');
  if (current.mergedIntoId) return takeApplicantInput(tx, op, current.mergedIntoId, typed);

  const sent = columnsOf(typed);
  const fill: Partial<repo.ResumeValues> = {};
  const differing: ResumeChange[] = [];
  for (const [key, value] of Object.entries(sent) as [Column, unknown][]) {
    const label = FIELD_LABELS[key];
    if (!label || FOLLOWERS.has(key) || isEmpty(value)) continue;
    const before = current[key as keyof typeof current];
    if (isEmpty(before)) {
      Object.assign(fill, { [key]: value }, ...(COMPANIONS[key] ?? []).map((c) => ({ [c]: sent[c] ?? null })));
      continue;
    }
    const stored = shown(key, before as never);
    const given = shown(key, value as never);
    // The field names the column, so the history masks contact details as for any edit.
    if (stored !== given) differing.push({ field: key, label: `${label}（候选人填写，未覆盖）`, before: stored, after: given });
  }
  const filled = diffFields(current, fill);

  if (filled.length > 0) {
    const next = { ...current, ...fill };
    const patch: Partial<repo.ResumeValues> = { ...fill };
    if (fill.mobile !== undefined || fill.email !== undefined) {
      await lockContacts(tx, companyId, next.mobile, next.email);
      const dup = await findDuplicate(tx, companyId, next.mobile, next.email, current.id, (await resumeSettingsOf(tx, companyId)).dedupe);
      Object.assign(patch, { duplicateOfId: dup?.id ?? null, duplicateKind: dup?.kind ?? null, phoneFlag: phoneFlagOf(next.mobile) });
    }
    await repo.updateResume(tx, companyId, current.id, { ...patch, ...rebuild(next, historiesOf(await repo.loadChildren(tx, companyId, current.id))) });
  }
  const who = { resumeId: current.id, operatorId: op.accountId, operatorName: op.userName };
  const records: repo.NewRecord[] = [];
  if (current.deletedAt) {
    await repo.updateResume(tx, companyId, current.id, { deletedAt: null, deletedBy: null });
    records.push({ ...who, action: 'restore', note: '候选人通过招聘官网投递，简历已从回收站恢复' });
  }
  if (filled.length > 0 || differing.length > 0) {
    const note = differing.length > 0 ? '候选人通过招聘官网投递时填写；与简历不同的信息未覆盖，请核对' : '候选人通过招聘官网投递时填写，已补全简历的空白项';
    records.push({ ...who, action: 'update', changes: [...filled, ...differing], note });
  }
  await repo.insertRecords(tx, companyId, records);
  return current.id;
}
