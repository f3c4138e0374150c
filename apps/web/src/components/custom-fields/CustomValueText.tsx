// A custom field's value in words (the domain's customValueText) with the names it needs:
// dictionary codes from the reference list, colleagues from the account options. Attachment
// values belong to the record kind that has files and are shown by it.
import { CustomFieldType, customValueText, type CustomField } from '@bole/domain';
import { useAccountOptions } from '../../api/account-options';
import { useBasedata } from '../../api/basedata';

type Props = { field: CustomField; value: unknown };

function DictionaryText({ field, value }: Props) {
  const { nameOf, isLoading } = useBasedata(field.dictionary ?? '');
  // Nothing until the list is here, rather than the bare code flashing by.
  if (isLoading) return null;
  return <>{customValueText(field, value, { dictionaryName: (_list, code) => nameOf(code) || undefined })}</>;
}

function MembersText({ field, value }: Props) {
  const { names, isLoading } = useAccountOptions();
  if (isLoading) return null;
  // The options hold active accounts only: anyone else has left.
  return <>{customValueText(field, value, { accountName: (id) => names.get(id) ?? `账号#${id}（已停用）` })}</>;
}

export function CustomValueText({ field, value }: Props) {
  if (field.type === CustomFieldType.Dictionary) return <DictionaryText field={field} value={value} />;
  if (field.type === CustomFieldType.TeamMember) return <MembersText field={field} value={value} />;
  return <span style={field.type === CustomFieldType.LongText ? { whiteSpace: 'pre-wrap' } : undefined}>{customValueText(field, value)}</span>;
}
