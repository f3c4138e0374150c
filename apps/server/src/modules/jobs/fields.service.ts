// 职位字段 (/user/manage/jobfield, 380001) on the shared custom-field machinery: jobs keep the
// values in `jobs.custom_fields`, filled in 其他信息 of the job form.
import { jobFieldNameClash, type CustomField, type CustomFieldCreate, type CustomFieldUpdate, type JobFieldUsage } from '@bole/domain';
import type { Db } from '../../platform/db/client';
import * as catalogue from '../custom-fields/catalogue';
import type { CatalogueCaller, FieldHost } from '../custom-fields/host';
import { jobFieldDefs } from './settings.tables';
import { jobs } from './tables';

export const jobFieldHost: FieldHost = {
  defs: jobFieldDefs,
  holder: { table: jobs, id: jobs.id, companyId: jobs.companyId, values: jobs.customFields },
  noun: '职位字段',
  recordNoun: '职位',
  nameClash: jobFieldNameClash,
};

export const listJobFields = (db: Db, companyId: number): Promise<CustomField[]> => catalogue.listFieldDefs(db, jobFieldHost, companyId);
export const createJobField = (db: Db, companyId: number, body: CustomFieldCreate): Promise<CustomField> => catalogue.createFieldDef(db, jobFieldHost, companyId, body);
export const updateJobField = (db: Db, caller: CatalogueCaller, id: number, body: CustomFieldUpdate): Promise<CustomField> => catalogue.updateFieldDef(db, jobFieldHost, caller, id, body);
export const reorderJobFields = (db: Db, companyId: number, ids: readonly number[]): Promise<CustomField[]> => catalogue.reorderFieldDefs(db, jobFieldHost, companyId, ids);

/** Deletes a field; jobs holding a value lose it. Answers how many. */
export async function deleteJobField(db: Db, caller: CatalogueCaller, id: number): Promise<{ jobCount: number }> {
  const { count } = await catalogue.deleteFieldDef(db, jobFieldHost, caller, id);
  return { jobCount: count };
}

/** How many jobs hold a value of the field, and (choice types) each option. */
export async function jobFieldUsage(db: Db, companyId: number, id: number): Promise<JobFieldUsage> {
  const { count, options } = await catalogue.fieldUsage(db, jobFieldHost, companyId, id);
  return { jobCount: count, options };
}
