// 导入 and 导出 on the talent pool: 导出 (the selected resumes or everything the current search
// finds) opens a confirmation that counts them first; import from Excel in a drawer. Both
// load when first opened.
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { Perm, type ResumeExportRequest, type ResumeFilters } from '@bole/domain';
import { Suspense, useState } from 'react';
import { usePermission } from '../../../api/permission';
import { lazyNamed, MountOnOpen } from '../../../lib/lazy';

const ImportDrawer = lazyNamed(() => import('./ImportDrawer'), 'ImportDrawer');
const ExportDialog = lazyNamed(() => import('./ExportDialog'), 'ExportDialog');

type Props = {
  filters: ResumeFilters;
  /** What the current search finds (undefined while it loads). */
  total: number | undefined;
  selected: ReadonlySet<number>;
  onExported: () => void;
};

export function PoolActions({ filters, total, selected, onExported }: Props) {
  const canExport = usePermission(Perm.ResumeExport);
  const canImport = usePermission(Perm.ResumeImport);
  const [importing, setImporting] = useState(false);
  // The body of the export being confirmed (null: none).
  const [exporting, setExporting] = useState<ResumeExportRequest | null>(null);

  const exportNow = () => setExporting(selected.size > 0 ? { ids: [...selected] } : filters);

  return (
    <>
      {canImport && (
        <Button icon={<UploadOutlined />} onClick={() => setImporting(true)} onPointerEnter={ImportDrawer.preload} onFocus={ImportDrawer.preload}>
          导入
        </Button>
      )}
      {canExport && (
        <Button
          icon={<DownloadOutlined />}
          disabled={total === 0 && selected.size === 0}
          onClick={exportNow}
          onPointerEnter={ExportDialog.preload}
          onFocus={ExportDialog.preload}
          title={selected.size > 0 ? '导出选中的简历' : '导出当前搜索条件下的全部简历'}
        >
          {selected.size > 0 ? `导出选中（${selected.size}）` : '导出'}
        </Button>
      )}
      <MountOnOpen open={importing}>
        <ImportDrawer open={importing} onClose={() => setImporting(false)} />
      </MountOnOpen>
      {exporting && (
        <Suspense fallback={null}>
          <ExportDialog body={exporting} onClose={() => setExporting(null)} onExported={onExported} />
        </Suspense>
      )}
    </>
  );
}
