// The custom resume field catalogue (/user/manage/resumefield, 380004) on the shared custom-field
// machinery: resumes keep the values in `resumes.custom_fields`, and every resume whose value a
// catalogue change clears gets a record.
import { customValueText, systemNameClash, type ResumeField, type ResumeFieldCreate, type ResumeFieldUpdate, type ResumeFieldUsage } from '@bole/domain';
import { inArray } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../platform/db/client';
import { inCompany } from '../../platform/db/tenancy';
import * as catalogue from '../custom-fields/catalogue';
import { changeOf, type CatalogueCaller, type FieldHost, type FieldRewrite } from '../custom-fields/host';
import { namesFor } from '../custom-fields/values';
import { resumeFieldDefs } from './fields.tables';
import { insertRecords, type NewRecord } from './repository';
import { resumeFiles, resumes } from './tables';

const RECORD_BATCH = 500;

/** Writes one record per resume whose value of the field changes. */
async function recordRewrites(tx: Tx, caller: CatalogueCaller, { def, nextDef, rows, after, note }: FieldRewrite): Promise<void> {
  const names = await namesFor(tx, resumeFieldHost, caller.companyId, [{ def, values: rows.map((r) => r.value) }]);
  const records: NewRecord[] = rows.map((r) => ({
    resumeId: r.id,
    operatorId: caller.accountId,
    operatorName: caller.userName,
    action: 'update',
    changes: [changeOf(def, customValueText(def, r.value, names), customValueText(nextDef, after(r.value), names))],
    note,
  }));
  for (let i = 0; i < records.length; i += RECORD_BATCH) await insertRecords(tx, caller.companyId, records.slice(i, i + RECORD_BATCH));
}

async function fileIdsOf(db: DbOrTx, companyId: number, resumeId: number): Promise<Set<number>> {
  const rows = await db.select({ id: resumeFiles.id }).from(resumeFiles).where(inCompany(resumeFiles, companyId, inArray(resumeFiles.resumeId, [resumeId])));
  return new Set(rows.map((r) => r.id));
}

async function fileNamesOf(db: DbOrTx, companyId: number, ids: readonly number[]): Promise<Map<number, string>> {
  const rows = await db.select({ id: resumeFiles.id, name: resumeFiles.fileName }).from(resumeFiles).where(inCompany(resumeFiles, companyId, inArray(resumeFiles.id, [...ids])));
  return new Map(rows.map((r) => [r.id, r.name]));
}

export const resumeFieldHost: FieldHost = {
  defs: resumeFieldDefs,
  holder: { table: resumes, id: resumes.id, companyId: resumes.companyId, values: resumes.customFields },
  noun: '简历字段',
  recordNoun: '简历',
  nameClash: systemNameClash,
  onRewrite: recordRewrites,
  files: { idsOf: fileIdsOf, namesOf: fileNamesOf },
};

export const listFieldDefs = (db: Db, companyId: number): Promise<ResumeField[]> => catalogue.listFieldDefs(db, resumeFieldHost, companyId);
export const createFieldDef = (db: Db, companyId: number, body: ResumeFieldCreate): Promise<ResumeField> => catalogue.createFieldDef(db, resumeFieldHost, companyId, body);
export const updateFieldDef = (db: Db, caller: CatalogueCaller, id: number, body: ResumeFieldUpdate): Promise<ResumeField> => catalogue.updateFieldDef(db, resumeFieldHost, caller, id, body);
export const reorderFieldDefs = (db: Db, companyId: number, ids: readonly number[]): Promise<ResumeField[]> => catalogue.reorderFieldDefs(db, resumeFieldHost, companyId, ids);

/** Deletes a field; resumes holding a value lose it (each with a record). Answers how many. */
export async function deleteFieldDef(db: Db, caller: CatalogueCaller, id: number): Promise<{ resumeCount: number }> {
  const { count } = await catalogue.deleteFieldDef(db, resumeFieldHost, caller, id);
  return { resumeCount: count };
}

/** How many resumes hold a value of the field, and (choice types) each option. */
export async function fieldUsage(db: Db, companyId: number, id: number): Promise<ResumeFieldUsage> {
  const { count, options } = await catalogue.fieldUsage(db, resumeFieldHost, companyId, id);
  return { resumeCount: count, options };
}
