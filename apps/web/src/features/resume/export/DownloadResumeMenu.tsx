// 下载简历 on the detail page: the standard resume as PDF or Word, laid out as 简历导出设置 says.
import { DownloadOutlined, DownOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { ResumeDocumentFormat } from '@bole/domain';
import { ActionMenu } from '../../../components/plain/ActionMenu';

const ITEMS = [
  { key: 'pdf', label: 'PDF 格式' },
  { key: 'docx', label: 'Word 格式' },
];

export function DownloadResumeMenu({ onDownload }: { onDownload: (format: ResumeDocumentFormat) => void }) {
  return (
    <ActionMenu
      label="下载简历"
      items={ITEMS}
      onSelect={(key) => onDownload(key as ResumeDocumentFormat)}
      trigger={(menu) => (
        <Button {...menu} icon={<DownloadOutlined />}>
          下载简历 <DownOutlined style={{ fontSize: 10 }} />
        </Button>
      )}
    />
  );
}
