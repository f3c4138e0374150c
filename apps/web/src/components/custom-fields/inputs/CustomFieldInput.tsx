// The input of a custom field by its type; Form.Item hands it value and onChange.
import { CustomFieldType, type CustomAddress, type ResumeDetail } from '@bole/domain';
import { AddressInput } from './AddressInput';
import { AttachmentInput } from './AttachmentInput';
import { MultiChoiceInput, SingleChoiceInput, YesNoInput } from './ChoiceInputs';
import { DateInput } from './DateInput';
import { DictionaryInput } from './DictionaryInput';
import { PeriodFieldInput } from './PeriodFieldInput';
import { LongTextInput, ShortTextInput } from './TextInputs';
import { TeamMemberInput } from './TeamMemberInput';
import type { FieldInputProps } from './types';

/** Where attachments go: a stored resume. A new resume has none yet (its files come after saving). */
export type AttachmentTarget = { resumeId: number; files: ResumeDetail['files']; canUpload: boolean };

type Props = FieldInputProps<unknown> & { attachments?: AttachmentTarget };

export function CustomFieldInput({ field, value, onChange, id, attachments }: Props) {
  const common = { field, id };
  const change = onChange;
  switch (field.type) {
    case CustomFieldType.LongText:
      return <LongTextInput {...common} value={value as string} onChange={change} />;
    case CustomFieldType.ShortText:
      return <ShortTextInput {...common} value={value as string} onChange={change} />;
    case CustomFieldType.YesNo:
      return <YesNoInput {...common} value={value as boolean} onChange={change} />;
    case CustomFieldType.SingleChoice:
      return <SingleChoiceInput {...common} value={value as string} onChange={change} />;
    case CustomFieldType.MultiChoice:
      return <MultiChoiceInput {...common} value={value as string[]} onChange={change} />;
    case CustomFieldType.Date:
      return <DateInput {...common} value={value as string} onChange={change} />;
    case CustomFieldType.Period:
      return <PeriodFieldInput {...common} value={value as string} onChange={change} />;
    case CustomFieldType.Address:
      return <AddressInput {...common} value={value as CustomAddress} onChange={change} />;
    case CustomFieldType.Dictionary:
      return <DictionaryInput {...common} value={value as string} onChange={change} />;
    case CustomFieldType.TeamMember:
      return <TeamMemberInput {...common} value={value as number[]} onChange={change} />;
    case CustomFieldType.Attachment:
      return attachments ? (
        <AttachmentInput {...common} value={value as number[]} onChange={change} {...attachments} />
      ) : (
        <span className="bole-muted" id={id}>
          保存简历后，可在简历详情的「其他信息」中上传
        </span>
      );
  }
}
