// The file name pattern of a PDF/Word download: the text with {placeholders}, buttons that add
// one at the end, and the name a sample resume would get. An antd form control.
import { Button, Input } from 'antd';
import { FILE_NAME_PATTERN_MAX, fileNameTokenLabels, fillFileNamePattern, type FileNameToken } from '@bole/domain';

type Props = { value?: string; onChange?: (next: string) => void; disabled?: boolean; id?: string };

const TOKENS = Object.keys(fileNameTokenLabels) as FileNameToken[];
const SAMPLE: Record<FileNameToken, string> = { 姓名: '陈思远', 职位: 'Java开发工程师', 日期: '20260308', 最近公司: '杭州云栖网络科技有限公司', 简历编号: '10086' };

export function FileNamePatternInput({ value = '', onChange, disabled, id }: Props) {
  const preview = fillFileNamePattern(value, SAMPLE);
  return (
    <div className="bole-export-pattern">
      <Input id={id} value={value} maxLength={FILE_NAME_PATTERN_MAX} disabled={disabled} onChange={(e) => onChange?.(e.target.value)} placeholder="{姓名}_{职位}_{日期}" />
      <div className="bole-export-tokens">
        <span className="bole-muted">插入：</span>
        {TOKENS.map((token) => (
          <Button key={token} size="small" disabled={disabled} title={fileNameTokenLabels[token]} onClick={() => onChange?.(`${value}${value && !/[_\-\s]$/.test(value) ? '_' : ''}{${token}}`)}>
            {`{${token}}`}
          </Button>
        ))}
      </div>
      <div className="bole-muted bole-export-preview">
        示例：<span>{preview ? `${preview}.pdf` : '—'}</span>
      </div>
    </div>
  );
}
