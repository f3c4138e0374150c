// /lite/recruit/demand 招聘需求 for hiring managers: raise a demand from the phone, follow it
// through approval, change and resubmit it when sent back, and see the jobs HR opened for it.
import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { codeLabel, demandPriorityLabels, demandStatusLabels, PAGE_SIZE_DEFAULT, Perm, type DemandRow, type DemandStatus } from '@bole/domain';
import { useState } from 'react';
import { usePermission } from '../../../api/permission';
import { Empty } from '../../../components/plain/Empty';
import { Segmented } from '../../../components/plain/Segmented';
import { Tag } from '../../../components/plain/Tag';
import { PageHeader } from '../../../components/page/PageHeader';
import { Pager } from '../../../components/table/Pager';
import { lazyNamed, MountOnOpen } from '../../../lib/lazy';
import { formatDateTime } from '../../../lib/time';
import { useDemands } from '../api/get-demands';
import { ProgressBar } from '../detail/ProgressBar';
import { arrivalText, PRIORITY_COLORS, STATUS_COLORS } from '../shared/format';
import '../shared/demand.css';

const DemandDrawer = lazyNamed(() => import('../detail/DemandDrawer'), 'DemandDrawer');
const DemandFormDrawer = lazyNamed(() => import('../form/DemandFormDrawer'), 'DemandFormDrawer');

const TABS: { value: DemandStatus | 'all'; label: string }[] = [
  { value: 'all', label: '全部' },
  { value: 'pending', label: '审批中' },
  { value: 'approved', label: '已通过' },
  { value: 'rejected', label: '已驳回' },
  { value: 'draft', label: '草稿' },
];

function DemandCard({ demand, onOpen }: { demand: DemandRow; onOpen: () => void }) {
  return (
    <button type="button" className="bole-demand-card" onClick={onOpen} aria-label={`${demand.name}，${demandStatusLabels[demand.status]}`}>
      <span className="bole-demand-card-head">
        <span>
          {demand.name} · {demand.headcount}人
        </span>
        <Tag color={STATUS_COLORS[demand.status]}>{demandStatusLabels[demand.status]}</Tag>
      </span>
      <span className="bole-demand-card-meta">
        <span>{demand.orgName ?? '已删除的部门'}</span>
        <span>{arrivalText(demand.arrivalDate)}</span>
        {demand.priority > 1 && <Tag color={PRIORITY_COLORS[demand.priority]}>{codeLabel(demandPriorityLabels, demand.priority)}</Tag>}
      </span>
      {demand.currentStep && <span className="bole-demand-muted">审批中：{demand.currentStep}</span>}
      {demand.rejectReason && <span className="bole-demand-alert">驳回理由：{demand.rejectReason}</span>}
      {demand.status === 'approved' && <ProgressBar progress={demand.progress} />}
      <span className="bole-demand-muted">提交于 {formatDateTime(demand.createdAt)}</span>
    </button>
  );
}

export function MyDemandsPage({ title }: { title: string }) {
  const canSubmit = usePermission(Perm.DemandSubmit);
  const [status, setStatus] = useState<DemandStatus | 'all'>('all');
  const [page, setPage] = useState(1);
  const { data, isFetching } = useDemands({ status: status === 'all' ? undefined : status, page, pageSize: PAGE_SIZE_DEFAULT });
  const [viewing, setViewing] = useState<number | null>(null);
  const [editing, setEditing] = useState<{ id?: number } | null>(null);

  const add = canSubmit && (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})} onPointerEnter={DemandFormDrawer.preload}>
      提交需求
    </Button>
  );

  return (
    <section aria-label={title}>
      <PageHeader title={title} description="部门需要招人时在这里提交，审批通过后 HR 会据此开设职位。" extra={add} />
      <div className="bole-demand-toolbar">
        <Segmented
          aria-label="需求状态"
          options={TABS}
          value={status}
          onChange={(next) => {
            setStatus(next);
            setPage(1);
          }}
        />
      </div>
      {data && data.list.length === 0 ? (
        <Empty description={status === 'all' ? '还没有提交过招聘需求' : '没有该状态的招聘需求'} style={{ margin: '32px 0' }}>
          {status === 'all' && add}
        </Empty>
      ) : (
        <ul className="bole-demand-cards" aria-label="我的招聘需求" aria-busy={isFetching}>
          {data?.list.map((d) => (
            <li key={d.id}>
              <DemandCard demand={d} onOpen={() => setViewing(d.id)} />
            </li>
          ))}
        </ul>
      )}
      {data && data.total > PAGE_SIZE_DEFAULT && <Pager page={page} pageSize={PAGE_SIZE_DEFAULT} total={data.total} unit="个需求" onChange={setPage} />}
      <MountOnOpen open={viewing !== null}>
        <DemandDrawer demandId={viewing} onClose={() => setViewing(null)} onEdit={(id) => setEditing({ id })} />
      </MountOnOpen>
      <MountOnOpen open={editing !== null}>
        <DemandFormDrawer open={editing !== null} demandId={editing?.id} onClose={() => setEditing(null)} onSaved={(id) => setViewing(id)} />
      </MountOnOpen>
    </section>
  );
}
