// One demand as HR and its submitter read it: what is asked, how far jobs cover it, the jobs
// opened against it, its approval step by step, and what the caller may do now (修改, 提交审批,
// 撤回, 关闭需求, 开设职位).
import { Button, Descriptions, Drawer, Spin } from 'antd';
import type { DescriptionsProps } from 'antd';
import { codeLabel, demandPriorityLabels, demandReasonLabels, demandStatusLabels, isEmptyCustomValue, jobNatureLabels, jobStatusLabels, type DemandDetail } from '@bole/domain';
import { useState, type ReactNode } from 'react';
import { Trail } from '../../../components/approval/Trail';
import { CustomValueText } from '../../../components/custom-fields/CustomValueText';
import { Tag } from '../../../components/plain/Tag';
import { MountOnOpen } from '../../../lib/lazy';
import { notifySuccess } from '../../../lib/notify';
import { useMinWidth } from '../../../lib/use-media';
import { formatDateTime } from '../../../lib/time';
import { useDemand } from '../api/get-demand';
import { useEnabledDemandFields } from '../api/demand-fields';
import { useDemandChanges } from '../api/save-demand';
import { arrivalText, demandSalaryText, PRIORITY_COLORS, STATUS_COLORS } from '../shared/format';
import { CloseModal } from './CloseModal';
import { ProgressBar } from './ProgressBar';
import '../shared/demand.css';

type Props = { demandId: number | null; onClose: () => void; onEdit: (id: number) => void; onOpenJob?: (id: number) => void };

const none = <span className="bole-demand-muted">未填写</span>;
const text = (value: string | null | undefined): ReactNode => (value ? value : none);

function Body({ demand, wide }: { demand: DemandDetail; wide: boolean }) {
  const { fields } = useEnabledDemandFields();
  const filled = fields.filter((f) => !isEmptyCustomValue(demand.customFields[f.key]));
  const items: DescriptionsProps['items'] = [
    { key: 'org', label: '需求部门', children: text(demand.orgName) },
    { key: 'headcount', label: '需求人数', children: `${demand.headcount}人` },
    { key: 'reason', label: '需求原因', children: `${codeLabel(demandReasonLabels, demand.reason)}${demand.reasonNote ? `：${demand.reasonNote}` : ''}` },
    { key: 'arrival', label: '期望到岗', children: arrivalText(demand.arrivalDate) },
    { key: 'salary', label: '月薪范围', children: demandSalaryText(demand) },
    { key: 'nature', label: '工作性质', children: codeLabel(jobNatureLabels, demand.nature) },
    { key: 'category', label: '职位类别', children: text(demand.categoryName) },
    { key: 'place', label: '工作地点', children: text(demand.workPlace) },
    { key: 'owner', label: '负责HR', children: text(demand.ownerName) },
    { key: 'creator', label: '提交人', children: `${demand.creatorName} · ${formatDateTime(demand.createdAt)}` },
    { key: 'describe', label: '职位描述', span: 2, children: <div className="bole-demand-pre">{text(demand.describe)}</div> },
    { key: 'requirement', label: '任职要求', span: 2, children: <div className="bole-demand-pre">{text(demand.requirement)}</div> },
    ...filled.map((f) => ({ key: `custom-${f.key}`, label: f.name, children: <CustomValueText field={f} value={demand.customFields[f.key]} /> })),
  ];
  return (
    <>
      <div className="bole-demand-head">
        <h2>{demand.name}</h2>
        <Tag color={STATUS_COLORS[demand.status]}>{demandStatusLabels[demand.status]}</Tag>
        {demand.priority > 1 && <Tag color={PRIORITY_COLORS[demand.priority]}>{codeLabel(demandPriorityLabels, demand.priority)}</Tag>}
      </div>
      {demand.status === 'rejected' && <div className="bole-demand-alert">驳回理由：{demand.rejectReason ?? '未填写'}。修改后可重新提交审批。</div>}
      {demand.status === 'pending' && <div className="bole-demand-alert is-info">审批中{demand.currentStep ? `，当前：${demand.currentStep}` : ''}。</div>}
      {demand.status === 'closed' && (
        <div className="bole-demand-alert is-info">
          {demand.closedByName ?? '有人'}于{demand.closedAt ? formatDateTime(demand.closedAt) : ''}关闭了该需求{demand.closeReason ? `：${demand.closeReason}` : '。'}
        </div>
      )}
      <ProgressBar progress={demand.progress} />
      <section className="bole-demand-section" aria-label="需求信息">
        <h3>需求信息</h3>
        <Descriptions size="small" column={wide ? 2 : 1} items={items} />
      </section>
      <section className="bole-demand-section" aria-label="关联职位">
        <h3>关联职位（{demand.jobs.length}）</h3>
        {demand.jobs.length === 0 ? (
          <p className="bole-demand-muted">{demand.status === 'approved' ? '还没有根据该需求开设的职位。' : '需求通过审批后，HR 可以据此开设职位。'}</p>
        ) : (
          <ul className="bole-demand-jobs">
            {demand.jobs.map((j) => (
              <li key={j.id}>
                <strong>{j.name}</strong>
                <Tag color={j.status === 1 ? 'success' : 'default'}>{jobStatusLabels[j.status]}</Tag>
                <span className="bole-demand-muted">
                  招{j.headcount ?? '若干'}人 · 已入职{j.hired}人{j.ownerName ? ` · 负责人 ${j.ownerName}` : ''}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="bole-demand-section" aria-label="审批进度">
        <h3>审批进度</h3>
        {demand.approval ? <Trail detail={demand.approval} /> : <p className="bole-demand-muted">草稿，尚未提交审批。</p>}
      </section>
    </>
  );
}

export function DemandDrawer({ demandId, onClose, onEdit, onOpenJob }: Props) {
  const wide = useMinWidth('md');
  const { data: demand, isLoading } = useDemand(demandId);
  const { move } = useDemandChanges();
  const [closing, setClosing] = useState(false);
  const can = demand?.can;

  const run = (action: 'submit' | 'withdraw') =>
    demand &&
    move.mutate(
      { id: demand.id, action },
      { onSuccess: (d) => notifySuccess(action === 'withdraw' ? '已撤回，可修改后重新提交' : d.status === 'approved' ? '未设置审批流程，已直接通过' : '已提交审批') },
    );

  const footer = demand && can && (can.edit || can.submit || can.withdraw || can.close || (can.openJob && onOpenJob)) && (
    <div className="bole-demand-actions">
      {can.openJob && onOpenJob && (
        <Button type="primary" onClick={() => onOpenJob(demand.id)}>
          开设职位
        </Button>
      )}
      {can.edit && <Button onClick={() => onEdit(demand.id)}>修改</Button>}
      {can.submit && (
        <Button type="primary" loading={move.isPending} onClick={() => run('submit')}>
          {demand.approval ? '重新提交' : '提交审批'}
        </Button>
      )}
      {can.withdraw && (
        <Button loading={move.isPending} onClick={() => run('withdraw')}>
          撤回
        </Button>
      )}
      {can.close && (
        <Button danger onClick={() => setClosing(true)}>
          关闭需求
        </Button>
      )}
    </div>
  );

  return (
    <Drawer open={demandId !== null} title="招聘需求详情" size={wide ? 760 : '100%'} onClose={onClose} footer={footer || null} destroyOnHidden>
      {isLoading || !demand ? <Spin /> : <Body demand={demand} wide={wide} />}
      <MountOnOpen open={closing}>{demand && <CloseModal open={closing} demandId={demand.id} name={demand.name} onClose={() => setClosing(false)} />}</MountOnOpen>
    </Drawer>
  );
}
