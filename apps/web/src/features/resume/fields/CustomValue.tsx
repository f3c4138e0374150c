// A custom field's value as the detail page and print show it: labels for option keys, names for
// codes and account ids, links for attachments.
import { CustomFieldType, type CustomAddress, type ResumeDetail, type ResumeField } from '@bole/domain';
import { useBasedata } from '../../../api/basedata';
import { resumeFileUrl } from '../api/resume-file';
import { useAccountOptions } from '../api/get-account-options';
import './fields.css';

type Props = { field: ResumeField; value: unknown; resume: Pick<ResumeDetail, 'id' | 'files'> };

function DictionaryValue({ list, code }: { list: string; code: string }) {
  const { nameOf, isLoading } = useBasedata(list);
  return <>{nameOf(code) || (isLoading ? '' : code)}</>;
}

function MembersValue({ ids }: { ids: number[] }) {
  const { names } = useAccountOptions();
  return <>{ids.map((id) => names.get(id) ?? `账号#${id}（已停用）`).join('、')}</>;
}

function FilesValue({ ids, resume }: { ids: number[]; resume: Props['resume'] }) {
  return (
    <span className="bole-value-files">
      {ids.map((id) => {
        const file = resume.files.find((f) => f.id === id);
        // Without 250002 the resume's files are not listed, and neither are their names.
        if (!file) return <span key={id} className="bole-muted">附件#{id}</span>;
        return (
          <a key={id} href={resumeFileUrl(resume.id, id, !file.previewable)} target="_blank" rel="noopener noreferrer">
            {file.fileName}
          </a>
        );
      })}
    </span>
  );
}

export function CustomValue({ field, value, resume }: Props) {
  switch (field.type) {
    case CustomFieldType.YesNo:
      return <>{value === true ? '是' : '否'}</>;
    case CustomFieldType.SingleChoice:
    case CustomFieldType.MultiChoice:
      return <>{(Array.isArray(value) ? value : [value]).map((k) => field.options.find((o) => o.key === k)?.label ?? String(k)).join('、')}</>;
    case CustomFieldType.Dictionary:
      return <DictionaryValue list={field.dictionary ?? ''} code={String(value)} />;
    case CustomFieldType.Address: {
      const a = value as CustomAddress;
      return <>{[a.cityName, a.detail].filter(Boolean).join(' ')}</>;
    }
    case CustomFieldType.TeamMember:
      return <MembersValue ids={value as number[]} />;
    case CustomFieldType.Attachment:
      return <FilesValue ids={value as number[]} resume={resume} />;
    case CustomFieldType.LongText:
      return <span className="bole-value-long">{String(value)}</span>;
    default:
      return <>{String(value)}</>;
  }
}
