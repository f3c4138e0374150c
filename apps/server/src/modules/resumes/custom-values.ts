// Custom field values of a resume (the shared machinery of ../custom-fields with the resume's
// own files for attachment fields).
import { CustomFieldType, type CustomFieldValue, type CustomValueNames, type ResumeChange, type ResumeCustomFields } from '@bole/domain';
import type { DbOrTx } from '../../platform/db/client';
import type { FieldRow } from '../custom-fields/tables';
import { namesFor as namesOfValues, resolveCustomValues, valueIds } from '../custom-fields/values';
import { resumeFieldHost } from './fields.service';
import { listFields } from './fields.repository';

/** Names of the accounts, files and codes the given values of the given resume fields refer to. */
export const namesFor = (db: DbOrTx, companyId: number, pairs: readonly { def: FieldRow; values: readonly unknown[] }[]): Promise<CustomValueNames> =>
  namesOfValues(db, resumeFieldHost, companyId, pairs);

/** Who is asking and about which resume: a new one (`resumeId` null, no files yet) or a stored one. */
export type CustomFieldsInput = {
  companyId: number;
  resumeId: number | null;
  stored: ResumeCustomFields;
  sent: Readonly<Record<string, unknown>>;
  // PATCH checks required fields when custom fields are sent; POST leaves that to the form.
  enforceRequired: boolean;
};

/** The sent values checked and merged into the stored ones, with the changes for the resume record. */
export function resolveCustomFields(db: DbOrTx, input: CustomFieldsInput): Promise<{ value: ResumeCustomFields; changes: ResumeChange[] }> {
  const { resumeId, ...rest } = input;
  return resolveCustomValues(db, resumeFieldHost, { ...rest, ownerId: resumeId });
}

/** The custom values without a deleted file of the resume; null when no attachment field held it. */
export async function customFieldsWithoutFile(db: DbOrTx, companyId: number, stored: ResumeCustomFields, fileId: number): Promise<ResumeCustomFields | null> {
  const holding = (await listFields(db, companyId)).filter((d) => d.type === CustomFieldType.Attachment && valueIds(stored[d.key]).includes(fileId));
  if (holding.length === 0) return null;
  const next: Record<string, CustomFieldValue> = { ...stored };
  for (const d of holding) {
    const left = valueIds(stored[d.key]).filter((id) => id !== fileId);
    if (left.length > 0) next[d.key] = left;
    else delete next[d.key];
  }
  return next;
}
