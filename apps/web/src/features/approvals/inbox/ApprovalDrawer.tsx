// One approval opened from 我的审批: what it is, where it stands, the full trail, and the buttons
// the caller may use now (同意, 驳回, 撤回, 重新提交).
import { Alert, Button, Descriptions, Drawer, Flex, Result, Skeleton } from 'antd';
import { approvalKindLabels, approvalStatusLabels, approvalSubjectLabels } from '@bole/domain';
import { useState } from 'react';
import { isApiError } from '../../../api/errors';
import { Tag } from '../../../components/plain/Tag';
import { confirmDialog } from '../../../lib/dialogs';
import { lazyNamed, MountOnOpen } from '../../../lib/lazy';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { formatDateTime } from '../../../lib/time';
import { useDecide } from '../api/decide';
import { useApproval } from '../api/get-approval';
import { STATUS_COLORS } from '../../../components/approval/status';
import { Trail } from '../../../components/approval/Trail';

const DecisionModal = lazyNamed(() => import('./DecisionModal'), 'DecisionModal');

type Props = { open: boolean; approvalId: number | null; onClose: () => void };

export function ApprovalDrawer({ open, approvalId, onClose }: Props) {
  const { data, isLoading, isError, error } = useApproval(approvalId);
  const decide = useDecide();
  const [deciding, setDeciding] = useState<'approve' | 'reject' | null>(null);

  const confirm = (action: 'withdraw' | 'resubmit') =>
    confirmDialog({
      title: action === 'withdraw' ? '撤回这条审批？' : '重新提交审批？',
      content: action === 'withdraw' ? '撤回后审批人不再处理；需要时可以重新提交。' : '将按当前的审批流程开始新一轮审批，之前的审批记录会保留。',
      okText: action === 'withdraw' ? '撤回' : '重新提交',
      onOk: () =>
        decide
          .mutateAsync({ id: approvalId!, action })
          .then(() => notifySuccess(action === 'withdraw' ? '已撤回' : '已重新提交'))
          .catch((e: unknown) => notifyError(isApiError(e) ? e.message : '操作失败，请稍后重试')),
    });

  const can = data?.can;
  const footer = can && (can.approve || can.withdraw || can.resubmit) && (
    <Flex justify="flex-end" gap={8}>
      {can.withdraw && <Button onClick={() => confirm('withdraw')}>撤回</Button>}
      {can.resubmit && (
        <Button type="primary" onClick={() => confirm('resubmit')}>
          重新提交
        </Button>
      )}
      {can.reject && (
        <Button danger onClick={() => setDeciding('reject')}>
          驳回
        </Button>
      )}
      {can.approve && (
        <Button type="primary" onClick={() => setDeciding('approve')}>
          同意
        </Button>
      )}
    </Flex>
  );

  return (
    <Drawer title={data ? data.title : '审批详情'} open={open} onClose={onClose} size={560} footer={footer || undefined}>
      {isLoading && <Skeleton active />}
      {isError && <Result status="warning" title={isApiError(error) ? error.message : '审批详情加载失败'} />}
      {data && (
        <>
          <Descriptions
            size="small"
            column={1}
            items={[
              { key: 'kind', label: '审批类型', children: approvalKindLabels[data.kind] },
              { key: 'status', label: '审批状态', children: <Tag color={STATUS_COLORS[data.status]}>{approvalStatusLabels[data.status]}</Tag> },
              { key: 'applicant', label: '发起人', children: data.applicantName },
              { key: 'submitted', label: '提交时间', children: formatDateTime(data.submittedAt) },
              ...(data.currentStep ? [{ key: 'current', label: '当前节点', children: `${data.currentStep}（${data.currentApprovers.join('、')}）` }] : []),
              ...(data.decidedAt ? [{ key: 'decided', label: '完成时间', children: formatDateTime(data.decidedAt) }] : []),
            ]}
          />
          {data.facts.length > 0 && (
            <>
              <h5 className="bole-approval-subtitle">{approvalSubjectLabels[data.kind]}信息</h5>
              <Descriptions size="small" column={2} bordered items={data.facts.map((f) => ({ key: f.label, label: f.label, children: f.value }))} />
            </>
          )}
          {data.reason && <Alert type="error" showIcon title="驳回理由" description={data.reason} style={{ margin: '12px 0' }} />}
          {data.heldReason && <Alert type="warning" showIcon title="审批人均已停用，已转交管理员处理" description={data.heldReason} style={{ margin: '12px 0' }} />}
          <h5 className="bole-approval-subtitle">审批流程</h5>
          <Trail detail={data} />
        </>
      )}
      <MountOnOpen open={deciding !== null}>
        {data && deciding && <DecisionModal open approvalId={data.id} title={data.title} action={deciding} onClose={() => setDeciding(null)} />}
      </MountOnOpen>
    </Drawer>
  );
}
