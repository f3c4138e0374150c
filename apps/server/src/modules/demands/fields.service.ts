// 招聘需求字段 (/user/manage/recruitfield, 380002) on the shared custom-field machinery: demands
// keep the values in `demands.custom_fields`, filled in 其他信息 of the demand form.
import { demandFieldNameClash, type CustomField, type CustomFieldCreate, type CustomFieldUpdate, type DemandFieldUsage } from '@bole/domain';
import type { Db } from '../../platform/db/client';
import * as catalogue from '../custom-fields/catalogue';
import type { CatalogueCaller, FieldHost } from '../custom-fields/host';
import { demandFieldDefs, demands } from './tables';

export const demandFieldHost: FieldHost = {
  defs: demandFieldDefs,
  holder: { table: demands, id: demands.id, companyId: demands.companyId, values: demands.customFields },
  noun: '招聘需求字段',
  recordNoun: '招聘需求',
  nameClash: demandFieldNameClash,
};

export const listDemandFields = (db: Db, companyId: number): Promise<CustomField[]> => catalogue.listFieldDefs(db, demandFieldHost, companyId);
export const createDemandField = (db: Db, companyId: number, body: CustomFieldCreate): Promise<CustomField> => catalogue.createFieldDef(db, demandFieldHost, companyId, body);
export const updateDemandField = (db: Db, caller: CatalogueCaller, id: number, body: CustomFieldUpdate): Promise<CustomField> => catalogue.updateFieldDef(db, demandFieldHost, caller, id, body);
export const reorderDemandFields = (db: Db, companyId: number, ids: readonly number[]): Promise<CustomField[]> => catalogue.reorderFieldDefs(db, demandFieldHost, companyId, ids);

/** Deletes a field; demands holding a value lose it. Answers how many. */
export async function deleteDemandField(db: Db, caller: CatalogueCaller, id: number): Promise<{ demandCount: number }> {
  const { count } = await catalogue.deleteFieldDef(db, demandFieldHost, caller, id);
  return { demandCount: count };
}

/** How many demands hold a value of the field, and (choice types) each option. */
export async function demandFieldUsage(db: Db, companyId: number, id: number): Promise<DemandFieldUsage> {
  const { count, options } = await catalogue.fieldUsage(db, demandFieldHost, companyId, id);
  return { demandCount: count, options };
}
