// /approval and /lite/approval 我的审批: 待我审批, 我已审批, 我发起的 and 抄送我的, filtered by kind,
// state and title; an approval opens in a drawer with its trail (?id= opens one directly).
import { Select } from 'antd';
import {
  APPROVAL_BOX_ORDER,
  ApprovalBox,
  approvalBoxLabels,
  approvalKindLabels,
  approvalStatusLabels,
  codeOptions,
  type ApprovalKind,
  type ApprovalListQuery,
  type ApprovalStatus,
} from '@bole/domain';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page/PageHeader';
import { Panel } from '../../../components/panel/Panel';
import { SearchInput } from '../../../components/plain/SearchInput';
import { Tabs } from '../../../components/plain/Tabs';
import { Pager } from '../../../components/table/Pager';
import { lazyNamed, MountOnOpen } from '../../../lib/lazy';
import { useApprovals } from '../api/get-approvals';
import { ApprovalList } from './ApprovalList';
import './inbox.css';

const ApprovalDrawer = lazyNamed(() => import('./ApprovalDrawer'), 'ApprovalDrawer');

// Offers have no approvals yet; their kind joins the filter when they do.
const KIND_OPTIONS = [{ value: '', label: '全部类型' }, ...codeOptions(approvalKindLabels).filter((o) => o.value !== 'offer')];
const STATUS_OPTIONS = [{ value: '', label: '全部状态' }, ...codeOptions(approvalStatusLabels)];
const EMPTY: Record<ApprovalBox, string> = {
  pending: '没有等待您审批的事项',
  done: '您还没有处理过审批',
  mine: '您还没有发起过审批',
  cc: '没有抄送给您的审批',
};

const isBox = (v: string | null): v is ApprovalBox => v !== null && (APPROVAL_BOX_ORDER as readonly string[]).includes(v);

export function InboxPage({ title }: { title: string }) {
  const [params, setParams] = useSearchParams();
  const box = isBox(params.get('box')) ? (params.get('box') as ApprovalBox) : ApprovalBox.Pending;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const kind = (params.get('kind') || undefined) as ApprovalKind | undefined;
  const status = (params.get('status') || undefined) as ApprovalStatus | undefined;
  const keyword = params.get('keyword') ?? '';
  const openId = Number(params.get('id')) || null;
  const query: ApprovalListQuery = { box, page, pageSize: 20, kind, status, keyword: keyword || undefined };
  const list = useApprovals(query);
  const waiting = useApprovals({ box: 'pending', page: 1, pageSize: 1 });

  const update = (patch: Record<string, string | null>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(patch)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      return next;
    });

  const pendingTotal = waiting.data?.total ?? 0;
  return (
    <section aria-label={title}>
      <PageHeader title={title} description="职位、招聘需求等需要审批的事项都在这里：待您审批的、您处理过的、您发起的和抄送给您的。" />
      <Panel bodyStyle={{ paddingTop: 8 }}>
        <Tabs
          aria-label="审批分类"
          activeKey={box}
          onChange={(key) => update({ box: key, page: null, status: null })}
          items={APPROVAL_BOX_ORDER.map((b) => ({ key: b, label: b === 'pending' && pendingTotal > 0 ? `${approvalBoxLabels[b]}（${pendingTotal}）` : approvalBoxLabels[b] }))}
        />
        <div className="bole-approval-filters">
          <Select aria-label="审批类型" style={{ width: 150 }} value={kind ?? ''} options={KIND_OPTIONS} onChange={(v: string) => update({ kind: v || null, page: null })} />
          {box !== 'pending' && (
            <Select aria-label="审批状态" style={{ width: 130 }} value={status ?? ''} options={STATUS_OPTIONS} onChange={(v: string) => update({ status: v || null, page: null })} />
          )}
          <SearchInput key={box} label="搜索审批事项" placeholder="搜索职位、需求名称" defaultValue={keyword} onSearch={(v) => update({ keyword: v.trim() || null, page: null })} style={{ width: 240 }} />
        </div>
        <ApprovalList
          caption={approvalBoxLabels[box]}
          rows={list.data?.list}
          loading={list.isFetching}
          empty={list.isError ? '审批加载失败，请刷新页面重试' : EMPTY[box]}
          actionText={box === 'pending' ? '处理' : '查看'}
          onOpen={(id) => update({ id: String(id) })}
        />
        {(list.data?.total ?? 0) > 0 && <Pager page={page} pageSize={20} total={list.data!.total} onChange={(p) => update({ page: p > 1 ? String(p) : null })} />}
      </Panel>
      <MountOnOpen open={openId !== null}>
        <ApprovalDrawer open={openId !== null} approvalId={openId} onClose={() => update({ id: null })} />
      </MountOnOpen>
    </section>
  );
}
