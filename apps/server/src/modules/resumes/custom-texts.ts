// Custom field values in words for what leaves the app: the Excel export's columns, the
// standard resume's 其他信息 and the shared resume. Enabled fields only, in the company's order.
import { customValueText, type CustomFieldType, type ResumeCustomFields } from '@bole/domain';
import type { DbOrTx } from '../../platform/db/client';
import { namesFor } from './custom-values';
import { listFields, type FieldRow } from './fields.repository';

export type CustomText = { key: string; name: string; type: CustomFieldType; text: string | null };

/**
 * The company's enabled fields (less the `without` types) and, for each of the given resumes
 * in turn, every such field with its value as text (null where empty).
 */
export async function customTexts(
  db: DbOrTx,
  companyId: number,
  values: readonly ResumeCustomFields[],
  without: readonly CustomFieldType[] = [],
): Promise<{ fields: FieldRow[]; texts: CustomText[][] }> {
  const fields = (await listFields(db, companyId)).filter((f) => f.enabled && !without.includes(f.type));
  if (fields.length === 0) return { fields, texts: values.map(() => []) };
  const names = await namesFor(db, companyId, fields.map((def) => ({ def, values: values.map((v) => v[def.key]) })));
  const texts = values.map((v) => fields.map((def) => ({ key: def.key, name: def.name, type: def.type, text: customValueText(def, v[def.key], names) })));
  return { fields, texts };
}
