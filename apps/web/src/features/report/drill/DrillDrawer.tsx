// The candidates behind a board's number, a page at a time, listed by the endpoint that counts
// that number with the same conditions; a name opens the candidate as 流程管理 does.
import { PAGE_SIZE_DEFAULT, type ReferrerFilter, type ReportCandidate, type ReportFilter } from '@bole/domain';
import { Drawer } from 'antd';
import { useState } from 'react';
import { isApiError } from '../../../api/errors';
import { Empty } from '../../../components/plain/Empty';
import { InlineAlert } from '../../../components/plain/InlineAlert';
import { Pager } from '../../../components/table/Pager';
import { SimpleTable, type Column } from '../../../components/table/SimpleTable';
import { lazyNamed, MountOnOpen } from '../../../lib/lazy';
import { formatDateTime } from '../../../lib/time';
import { useDrillCandidates, type DrillTarget } from '../api/get-candidates';

const CandidateView = lazyNamed(() => import('./CandidateView'), 'CandidateView');

/** A number to list: which one, over which period and filters (a 内推人 only for 招聘概览's metrics), and how its time column reads. */
export type Drill = { target: DrillTarget; filter: ReportFilter & ReferrerFilter; title: string; timeLabel: string; dateOnly?: boolean };

type Props = { drill: Drill | null; onClose: () => void };

function columns(drill: Drill, onOpen: (row: ReportCandidate) => void): Column<ReportCandidate>[] {
  return [
    {
      key: 'name',
      title: '姓名',
      width: 120,
      ellipsis: true,
      render: (r) => (
        <button type="button" className="bole-report-link" onClick={() => onOpen(r)} onPointerEnter={CandidateView.preload}>
          {r.name}
        </button>
      ),
    },
    { key: 'job', title: '职位', width: 180, ellipsis: true, render: (r) => r.jobTitle },
    { key: 'stage', title: '当前阶段', width: 120, ellipsis: true, render: (r) => r.stageName },
    { key: 'status', title: '状态', width: 100, render: (r) => r.statusLabel },
    { key: 'time', title: drill.timeLabel, width: 150, render: (r) => formatDateTime(r.happenedAt, drill.dateOnly ? 'YYYY-MM-DD' : undefined) },
  ];
}

function DrillList({ drill }: { drill: Drill }) {
  const [paging, setPaging] = useState({ page: 1, pageSize: PAGE_SIZE_DEFAULT });
  const [viewing, setViewing] = useState<ReportCandidate | null>(null);
  const { data, isLoading, isFetching, error } = useDrillCandidates(drill.target, drill.filter, paging);
  return (
    <>
      {error && !data ? (
        <InlineAlert type="error" title={isApiError(error) ? error.message : '候选人列表加载失败，请稍后重试'} />
      ) : (
        <SimpleTable<ReportCandidate>
          caption={drill.title}
          columns={columns(drill, setViewing)}
          rows={data?.list}
          rowKey={(r) => `${r.applicationId}-${r.happenedAt}`}
          loading={isLoading || isFetching}
          size="middle"
          minWidth={670}
          empty={<Empty description="没有候选人" style={{ margin: '24px 0' }} />}
        />
      )}
      {data && data.total > 0 && (
        <Pager
          page={paging.page}
          pageSize={data.pageSize}
          total={data.total}
          unit="人"
          onChange={(page) => setPaging((p) => ({ ...p, page }))}
          onPageSizeChange={(pageSize) => setPaging({ page: 1, pageSize })}
        />
      )}
      <MountOnOpen open={viewing !== null}>
        <CandidateView candidate={viewing} onClose={() => setViewing(null)} />
      </MountOnOpen>
    </>
  );
}

export function DrillDrawer({ drill, onClose }: Props) {
  return (
    <Drawer open={drill !== null} title={drill?.title} size={760} onClose={onClose} destroyOnHidden>
      {/* A new number starts again at its first page. */}
      {drill && <DrillList key={JSON.stringify([drill.target, drill.filter])} drill={drill} />}
    </Drawer>
  );
}
