// 导入 and 导出 on the talent pool: export the selected resumes or everything the current
// search finds (warning first when that passes the cap), and import from Excel in a drawer
// that loads when first opened.
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { EXPORT_MAX_ROWS, Perm, type ResumeFilters } from '@bole/domain';
import { useState } from 'react';
import { usePermission } from '../../../api/permission';
import { confirmDialog } from '../../../lib/dialogs';
import { lazyNamed, MountOnOpen } from '../../../lib/lazy';
import { exportResumes } from '../api/export-resumes';

const ImportDrawer = lazyNamed(() => import('./ImportDrawer'), 'ImportDrawer');

type Props = {
  filters: ResumeFilters;
  /** What the current search finds (undefined while it loads). */
  total: number | undefined;
  totalCapped: boolean;
  selected: ReadonlySet<number>;
  onExported: () => void;
};

const fileName = () => `人才库简历_${new Date().toLocaleDateString('sv-SE', { timeZone: 'Asia/Shanghai' }).replaceAll('-', '')}.xlsx`;

export function PoolActions({ filters, total, totalCapped, selected, onExported }: Props) {
  const canExport = usePermission(Perm.ResumeExport);
  const canImport = usePermission(Perm.ResumeImport);
  const [importing, setImporting] = useState(false);
  const [busy, setBusy] = useState(false);

  const run = async (body: ResumeFilters & { ids?: number[] }) => {
    setBusy(true);
    try {
      await exportResumes(body, fileName());
      onExported();
    } catch {
      // The download helper has shown the server's message.
    } finally {
      setBusy(false);
    }
  };

  const exportNow = () => {
    if (selected.size > 0) return void run({ ids: [...selected] });
    if (totalCapped || (total ?? 0) > EXPORT_MAX_ROWS) {
      return confirmDialog({
        title: `一次最多导出 ${EXPORT_MAX_ROWS} 份简历`,
        content: `当前条件找到 ${totalCapped ? `超过 ${total}` : total} 份简历，将按列表顺序导出前 ${EXPORT_MAX_ROWS} 份。如需导出其余简历，请缩小筛选范围后分批导出。`,
        okText: `导出前 ${EXPORT_MAX_ROWS} 份`,
        onOk: () => run(filters),
      });
    }
    return void run(filters);
  };

  return (
    <>
      {canImport && (
        <Button icon={<UploadOutlined />} onClick={() => setImporting(true)} onPointerEnter={ImportDrawer.preload} onFocus={ImportDrawer.preload}>
          导入
        </Button>
      )}
      {canExport && (
        <Button icon={<DownloadOutlined />} loading={busy} disabled={total === 0 && selected.size === 0} onClick={exportNow} title={selected.size > 0 ? '导出选中的简历' : '导出当前搜索条件下的全部简历'}>
          {selected.size > 0 ? `导出选中（${selected.size}）` : '导出'}
        </Button>
      )}
      <MountOnOpen open={importing}>
        <ImportDrawer open={importing} onClose={() => setImporting(false)} />
      </MountOnOpen>
    </>
  );
}
