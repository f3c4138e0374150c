// 同意 with an optional comment, or 驳回 with the reason the applicant will read (required).
import { Form, Input, Modal } from 'antd';
import { APPROVAL_COMMENT_MAX, approvalApproveSchema, approvalRejectSchema } from '@bole/domain';
import { useState } from 'react';
import { isApiError } from '../../../api/errors';
import { notifySuccess } from '../../../lib/notify';
import { useDecide } from '../api/decide';

type Props = { open: boolean; approvalId: number; title: string; action: 'approve' | 'reject'; onClose: () => void };

export function DecisionModal({ open, approvalId, title, action, onClose }: Props) {
  const decide = useDecide();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const rejecting = action === 'reject';

  const submit = () => {
    const parsed = rejecting ? approvalRejectSchema.safeParse({ reason: text }) : approvalApproveSchema.safeParse({ comment: text });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? '填写的内容有误');
      return;
    }
    const request = rejecting ? { id: approvalId, action: 'reject' as const, body: { reason: text.trim() } } : { id: approvalId, action: 'approve' as const, body: { comment: text.trim() || undefined } };
    decide.mutate(request, {
      onSuccess: () => {
        notifySuccess(rejecting ? '已驳回' : '已同意');
        onClose();
      },
      onError: (error) => setProblem(isApiError(error) ? error.message : '操作失败，请稍后重试'),
    });
  };

  return (
    <Modal
      title={`${rejecting ? '驳回' : '同意'}「${title}」`}
      open={open}
      onCancel={onClose}
      onOk={submit}
      okText={rejecting ? '驳回' : '同意'}
      okButtonProps={{ danger: rejecting, loading: decide.isPending }}
      destroyOnHidden
    >
      <Form layout="vertical" component="div">
        <Form.Item label={rejecting ? '驳回理由' : '审批意见（选填）'} required={rejecting} validateStatus={problem ? 'error' : undefined} help={problem ?? undefined}>
          <Input.TextArea
            aria-label={rejecting ? '驳回理由' : '审批意见'}
            autoSize={{ minRows: 3, maxRows: 6 }}
            maxLength={APPROVAL_COMMENT_MAX}
            showCount
            placeholder={rejecting ? '请说明驳回的原因，发起人会看到' : '如：同意，请尽快发布'}
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              setProblem(null);
            }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
