// A picture of the portal: its address, typed in or filled by uploading a file.
import { Button, Input, Space } from 'antd';
import { useRef, useState } from 'react';
import { notifyError } from '../../../lib/notify';
import { imageProblem, uploadPortalImage } from '../api/upload-image';

type Props = { value?: string | null; onChange?: (value: string | null) => void; disabled?: boolean; label: string };

export function ImageField({ value, onChange, disabled, label }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const pick = async (file: File | undefined) => {
    if (!file) return;
    const problem = imageProblem(file);
    if (problem) return notifyError(problem);
    setBusy(true);
    try {
      onChange?.((await uploadPortalImage(file)).url);
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };
  return (
    <div className="bole-portal-image">
      <Space.Compact style={{ width: '100%' }}>
        <Input value={value ?? ''} onChange={(e) => onChange?.(e.target.value || null)} placeholder="https://… 或上传图片" aria-label={`${label}地址`} disabled={disabled} allowClear />
        <Button onClick={() => input.current?.click()} loading={busy} disabled={disabled}>
          上传图片
        </Button>
      </Space.Compact>
      <input ref={input} type="file" accept=".jpg,.jpeg,.png,.webp" style={{ display: 'none' }} aria-label={`上传${label}`} onChange={(e) => void pick(e.target.files?.[0])} />
      {value && <img src={value} alt={label} className="bole-portal-image-preview" />}
    </div>
  );
}
