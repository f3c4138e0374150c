// A read-only address with a copy button (已复制到剪贴板 from the shared copy helper), joined
// as antd's Space.Compact joins an Input and a Button.
import { CopyOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { copyText } from '../../../api/clipboard';
import '../../../components/plain/plain.css';
import './form-inputs.css';

export function CopyField({ value, label, buttonText = '复制' }: { value: string; label: string; buttonText?: string }) {
  return (
    <span className="bole-copy-field">
      <input className="bole-input" type="text" value={value} readOnly aria-label={label} onFocus={(e) => e.currentTarget.select()} />
      <Button type="primary" icon={<CopyOutlined />} onClick={() => void copyText(value)}>
        {buttonText}
      </Button>
    </span>
  );
}
