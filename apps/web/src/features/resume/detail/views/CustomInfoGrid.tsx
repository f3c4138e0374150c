// The enabled custom fields of a resume in the two-column grid: 其他信息 on the detail page, in
// the print layout and in the hiring manager's preview. Long values take the whole row.
import { CustomFieldType, isEmptyCustomValue, type ResumeDetail, type ResumeField } from '@bole/domain';
import { CustomValue } from '../../fields/CustomValue';
import { InfoGrid } from './InfoGrid';

const WIDE = new Set<string>([CustomFieldType.LongText, CustomFieldType.Address, CustomFieldType.Attachment]);
export const wideCustomField = (type: CustomFieldType) => WIDE.has(type);

export function CustomInfoGrid({ fields, resume }: { fields: readonly ResumeField[]; resume: ResumeDetail }) {
  return (
    <InfoGrid
      items={fields.map((field) => {
        const value = resume.customFields[field.key];
        return { label: field.name, wide: wideCustomField(field.type), value: isEmptyCustomValue(value) ? null : <CustomValue field={field} value={value} resume={resume} /> };
      })}
    />
  );
}
