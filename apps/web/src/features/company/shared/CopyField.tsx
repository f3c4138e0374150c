// A read-only address with a copy button (已复制到剪贴板 from the shared copy helper).
import { CopyOutlined } from '@ant-design/icons';
import { Button, Input, Space } from 'antd';
import { copyText } from '../../../api/clipboard';

export function CopyField({ value, label, buttonText = '复制' }: { value: string; label: string; buttonText?: string }) {
  return (
    <Space.Compact style={{ width: '100%' }}>
      <Input value={value} readOnly aria-label={label} onFocus={(e) => e.currentTarget.select()} />
      <Button type="primary" icon={<CopyOutlined />} onClick={() => void copyText(value)}>
        {buttonText}
      </Button>
    </Space.Compact>
  );
}
