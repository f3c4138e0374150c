// A custom field's value as the detail page and the print layout show it: the words of the
// shared formatter (customValueText: labels for option keys, names for codes, colleagues and
// files, dates by their precision), with links for attachments (without 250001: the original
// resume's 脱敏版, other files as names only, as the server serves them).
import { CustomFieldType, customValueParts, customValueText, resumeFileAccess, type CustomValueNames, type ResumeDetail, type ResumeField } from '@bole/domain';
import { useBasedata } from '../../../api/basedata';
import { resumeFileUrl } from '../api/resume-file';
import { useAccountOptions } from '../../../api/account-options';
import './fields.css';

type Props = { field: ResumeField; value: unknown; resume: Pick<ResumeDetail, 'id' | 'files' | 'contactMasked'> };

const Text = ({ field, value, names }: { field: ResumeField; value: unknown; names?: CustomValueNames }) => <>{customValueText(field, value, names)}</>;

function DictionaryValue({ field, value }: { field: ResumeField; value: unknown }) {
  const { nameOf, isLoading } = useBasedata(field.dictionary ?? '');
  // Nothing until the list is here, rather than the bare code flashing by.
  if (isLoading) return null;
  return <Text field={field} value={value} names={{ dictionaryName: (_list, code) => nameOf(code) || undefined }} />;
}

function MembersValue({ field, value }: { field: ResumeField; value: unknown }) {
  const { names, isLoading } = useAccountOptions();
  if (isLoading) return null;
  // The options hold active accounts only: anyone else has left.
  return <Text field={field} value={value} names={{ accountName: (id) => names.get(id) ?? `账号#${id}（已停用）` }} />;
}

function FilesValue({ field, value, resume }: Props) {
  const files = new Map(resume.files.map((f) => [f.id, f]));
  const ids = (Array.isArray(value) ? value : []).filter((v): v is number => typeof v === 'number');
  const parts = customValueParts(field, ids, { fileName: (id) => files.get(id)?.fileName });
  return (
    <span className="bole-value-files">
      {ids.map((id, i) => {
        const file = files.get(id);
        // Without 250002 the resume's files are not listed, and neither are their names.
        if (!file) return <span key={id} className="bole-muted">{parts[i]}</span>;
        const access = resumeFileAccess(file.kind, !resume.contactMasked);
        if (access === 'refused') {
          return (
            <span key={id} className="bole-muted" title="附件可能含候选人联系方式，需“查看候选人联系方式”权限才能查看">
              {parts[i]}
            </span>
          );
        }
        const redacted = access === 'redacted';
        return (
          <a key={id} href={resumeFileUrl(resume.id, id, !redacted && !file.previewable)} target="_blank" rel="noopener noreferrer">
            {redacted ? `${parts[i]}（脱敏版）` : parts[i]}
          </a>
        );
      })}
    </span>
  );
}

export function CustomValue({ field, value, resume }: Props) {
  switch (field.type) {
    case CustomFieldType.Dictionary:
      return <DictionaryValue field={field} value={value} />;
    case CustomFieldType.TeamMember:
      return <MembersValue field={field} value={value} />;
    case CustomFieldType.Attachment:
      return <FilesValue field={field} value={value} resume={resume} />;
    case CustomFieldType.LongText:
      return <span className="bole-value-long">{customValueText(field, value)}</span>;
    default:
      return <Text field={field} value={value} />;
  }
}
