// 多行文本 / 单行文本: the count shows the length the server checks (a Chinese character counts 2).
import { Input } from 'antd';
import { LONG_TEXT_MAX, SHORT_TEXT_MAX, textLength } from '@bole/domain';
import type { FieldInputProps } from './types';

const counter = (max: number) => ({ show: true, max, strategy: (text: string) => textLength(text) });

export function LongTextInput({ field, value, onChange, id }: FieldInputProps<string>) {
  return (
    <Input.TextArea
      id={id}
      value={value ?? ''}
      onChange={(e) => onChange?.(e.target.value)}
      placeholder={field.placeholder ?? `请输入${field.name}`}
      autoSize={{ minRows: 3, maxRows: 8 }}
      count={counter(LONG_TEXT_MAX)}
    />
  );
}

export function ShortTextInput({ field, value, onChange, id }: FieldInputProps<string>) {
  return <Input id={id} value={value ?? ''} onChange={(e) => onChange?.(e.target.value)} placeholder={field.placeholder ?? `请输入${field.name}`} count={counter(SHORT_TEXT_MAX)} />;
}
