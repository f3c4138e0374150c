// 取消面试: a reason (written into the candidate's and interviewers' notices, with the calendar's
// METHOD:CANCEL) and whom to tell.
import type { InterviewListItem } from '@bole/domain';
import { Checkbox, Form, Input, Modal, Space } from 'antd';
import { notifySuccess } from '../../../lib/notify';
import { useCancelInterview } from '../api/interviews';
import { timeText } from './columns';

type Values = { reason: string; notifyCandidate: boolean; notifyInterviewers: boolean };

export function CancelInterviewDialog({ interview, onClose }: { interview: InterviewListItem | null; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const cancel = useCancelInterview();
  const submit = async () => {
    if (!interview) return;
    const v = await form.validateFields();
    await cancel.mutateAsync({ id: interview.id, body: { reason: v.reason.trim(), notifyCandidate: v.notifyCandidate, notifyInterviewers: v.notifyInterviewers } });
    notifySuccess(`已取消${interview.candidateName}的面试`);
    onClose();
  };
  return (
    <Modal
      open={interview !== null}
      title="取消面试"
      okText="取消面试"
      okButtonProps={{ danger: true }}
      cancelText="返回"
      confirmLoading={cancel.isPending}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      {interview && (
        <p style={{ color: '#595959' }}>
          {interview.candidateName} · {interview.jobName} · {interview.roundName}，{timeText(interview)}
          {interview.groupUid ? '（群面：只取消这位候选人）' : ''}
        </p>
      )}
      <Form form={form} layout="vertical" initialValues={{ notifyCandidate: true, notifyInterviewers: true }}>
        <Form.Item name="reason" label="取消原因" rules={[{ required: true, whitespace: true, message: '请填写取消原因' }]}>
          <Input.TextArea rows={3} maxLength={200} showCount placeholder="如：面试官临时出差，另行安排" aria-label="取消原因" />
        </Form.Item>
        <Space size={24}>
          <Form.Item name="notifyCandidate" valuePropName="checked" noStyle>
            <Checkbox>通知候选人</Checkbox>
          </Form.Item>
          <Form.Item name="notifyInterviewers" valuePropName="checked" noStyle>
            <Checkbox>通知面试官</Checkbox>
          </Form.Item>
        </Space>
      </Form>
    </Modal>
  );
}
