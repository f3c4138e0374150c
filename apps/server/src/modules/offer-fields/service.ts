// Offer字段 (/user/manage/offerfield, 380003): the standard fields' 启用/必填 and the company's
// custom offer fields. The offers module reads the settings in force with `offerStandardSettingsOf`
// and checks an offer against them with the domain's `offerStandardFieldProblems`.
import {
  OFFER_STANDARD_FIELDS,
  resolveOfferStandardSettings,
  type CustomField,
  type CustomFieldCreate,
  type CustomFieldUpdate,
  type OfferFieldSettings,
  type OfferFieldUsage,
  type OfferStandardSave,
  type OfferStandardSettings,
} from '@bole/domain';
import type { Db, DbOrTx } from '../../platform/db/client';
import { lockCompany } from '../../platform/db/tenancy';
import * as catalogue from '../custom-fields/catalogue';
import type { CatalogueCaller } from '../custom-fields/host';
import { offerFieldHost } from './host';
import * as repo from './repository';

/** The standard fields' switches in force for the company (locked ones on and required). */
export async function offerStandardSettingsOf(db: DbOrTx, companyId: number): Promise<OfferStandardSettings> {
  const rows = await repo.standardRows(db, companyId);
  return resolveOfferStandardSettings(Object.fromEntries(rows.map((r) => [r.field, { enabled: r.enabled, required: r.required }])));
}

/** GET /api/offer-fields: the standard fields in form order with their switches, and the custom fields. */
export async function getOfferFieldSettings(db: Db, companyId: number): Promise<OfferFieldSettings> {
  const [settings, custom, last] = await Promise.all([offerStandardSettingsOf(db, companyId), catalogue.listFieldDefs(db, offerFieldHost, companyId), repo.lastChange(db, companyId)]);
  return {
    standard: OFFER_STANDARD_FIELDS.map((def) => ({
      key: def.key,
      label: def.label,
      group: def.group,
      props: [...def.props],
      hint: def.hint,
      locked: def.locked,
      canRequire: def.canRequire,
      dependsOn: def.dependsOn,
      ...settings[def.key],
    })),
    custom,
    updatedAt: last?.at.toISOString() ?? null,
    updatedByName: last?.byName ?? null,
  };
}

/** Saves the switches of the rows sent (the schema has refused locked rows switched off); the locked rows keep no row. */
export async function saveOfferStandardFields(db: Db, caller: { companyId: number; accountId: number }, body: OfferStandardSave): Promise<OfferFieldSettings> {
  const locked = new Set(OFFER_STANDARD_FIELDS.filter((f) => f.locked).map((f) => f.key));
  await db.transaction(async (tx) => {
    await lockCompany(tx, 'offer-standard-fields', caller.companyId);
    for (const row of body.fields) {
      if (!locked.has(row.key)) await repo.upsertStandard(tx, caller.companyId, caller.accountId, { field: row.key, enabled: row.enabled, required: row.required });
    }
  });
  return getOfferFieldSettings(db, caller.companyId);
}

export const createOfferField = (db: Db, companyId: number, body: CustomFieldCreate): Promise<CustomField> => catalogue.createFieldDef(db, offerFieldHost, companyId, body);
export const updateOfferField = (db: Db, caller: CatalogueCaller, id: number, body: CustomFieldUpdate): Promise<CustomField> => catalogue.updateFieldDef(db, offerFieldHost, caller, id, body);
export const reorderOfferFields = (db: Db, companyId: number, ids: readonly number[]): Promise<CustomField[]> => catalogue.reorderFieldDefs(db, offerFieldHost, companyId, ids);

/** Deletes a field; offers holding a value lose it. Answers how many. */
export async function deleteOfferField(db: Db, caller: CatalogueCaller, id: number): Promise<{ offerCount: number }> {
  const { count } = await catalogue.deleteFieldDef(db, offerFieldHost, caller, id);
  return { offerCount: count };
}

/** How many offers hold a value of the field, and (choice types) each option. */
export async function offerFieldUsage(db: Db, companyId: number, id: number): Promise<OfferFieldUsage> {
  const { count, options } = await catalogue.fieldUsage(db, offerFieldHost, companyId, id);
  return { offerCount: count, options };
}
