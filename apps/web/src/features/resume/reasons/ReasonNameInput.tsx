// A reason's name typed in place: Enter or the button submits, Esc cancels; the problem the
// check or the server names shows under the input.
import { Button, Input } from 'antd';
import { ARCHIVE_REASON_NAME_MAX } from '@bole/domain';
import { useState } from 'react';

type Props = {
  initial: string;
  label: string;
  placeholder?: string;
  submitText: string;
  check: (name: string) => string | null;
  /** Answers the server's refusal, or null when saved. */
  onSubmit: (name: string) => Promise<string | null>;
  onCancel?: () => void;
};

export function ReasonNameInput({ initial, label, placeholder, submitText, check, onSubmit, onCancel }: Props) {
  const [value, setValue] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    const name = value.trim();
    const local = check(name);
    if (local) {
      setProblem(local);
      return;
    }
    setSaving(true);
    const refused = await onSubmit(name);
    setSaving(false);
    setProblem(refused);
  };

  return (
    <div className="bole-reason-input">
      <div className="bole-reason-input-row">
        <Input
          value={value}
          autoFocus={Boolean(onCancel)}
          aria-label={label}
          placeholder={placeholder}
          maxLength={ARCHIVE_REASON_NAME_MAX}
          showCount
          status={problem ? 'error' : undefined}
          onChange={(e) => {
            setValue(e.target.value);
            setProblem(null);
          }}
          onPressEnter={() => void submit()}
          onKeyDown={(e) => {
            if (e.key === 'Escape' && onCancel) onCancel();
          }}
        />
        <Button type={onCancel ? 'primary' : 'default'} loading={saving} onClick={() => void submit()}>
          {submitText}
        </Button>
        {onCancel && <Button onClick={onCancel}>取消</Button>}
      </div>
      {problem && (
        <div className="bole-reason-input-error" role="alert">
          {problem}
        </div>
      )}
    </div>
  );
}
