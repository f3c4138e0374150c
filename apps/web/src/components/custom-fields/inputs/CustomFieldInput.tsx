// The input of a custom field by its type; Form.Item hands it value and onChange.
import { CustomFieldType, type CustomAddress } from '@bole/domain';
import type { ReactNode } from 'react';
import { AddressInput } from './AddressInput';
import { MultiChoiceInput, SingleChoiceInput, YesNoInput } from './ChoiceInputs';
import { DateInput } from './DateInput';
import { DictionaryInput } from './DictionaryInput';
import { PeriodFieldInput } from './PeriodFieldInput';
import { LongTextInput, ShortTextInput } from './TextInputs';
import { TeamMemberInput } from './TeamMemberInput';
import type { FieldInputProps } from './types';

/**
 * The input of 附件 fields, which only a stored record with files of its own has (a resume);
 * without one the field says where its files are added.
 */
export type AttachmentSlot = { input?: (props: FieldInputProps<number[]>) => ReactNode; pending?: string };

type Props = FieldInputProps<unknown> & { attachment?: AttachmentSlot | null };

export function CustomFieldInput({ field, value, onChange, id, attachment }: Props) {
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
      return attachment?.input ? (
        attachment.input({ ...common, value: value as number[], onChange: change })
      ) : (
        <span className="bole-custom-muted" id={id}>
          {attachment?.pending ?? '不支持附件'}
        </span>
      );
  }
}
