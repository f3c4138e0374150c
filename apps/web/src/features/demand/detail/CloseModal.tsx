// 关闭需求 with an optional reason (招满了, 取消招聘 …) that stays on the demand.
import { Form, Input, Modal } from 'antd';
import { DEMAND_NOTE_MAX, demandCloseSchema } from '@bole/domain';
import { useState } from 'react';
import { isApiError } from '../../../api/errors';
import { notifySuccess } from '../../../lib/notify';
import { useDemandChanges } from '../api/save-demand';

type Props = { open: boolean; demandId: number; name: string; onClose: () => void };

export function CloseModal({ open, demandId, name, onClose }: Props) {
  const { move } = useDemandChanges();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = () => {
    const parsed = demandCloseSchema.safeParse({ reason: text });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? '填写的内容有误');
      return;
    }
    move.mutate(
      { id: demandId, action: 'close', body: parsed.data },
      {
        onSuccess: () => {
          notifySuccess(`已关闭「${name}」`);
          onClose();
        },
        onError: (error) => setProblem(isApiError(error) ? error.message : '操作失败，请稍后重试'),
      },
    );
  };

  return (
    <Modal title={`关闭招聘需求「${name}」？`} open={open} onCancel={onClose} onOk={submit} okText="关闭需求" okButtonProps={{ danger: true, loading: move.isPending }} destroyOnHidden>
      <p className="bole-demand-muted">关闭后不能再修改或提交，已开设的职位不受影响。</p>
      <Form layout="vertical" component="div">
        <Form.Item label="关闭原因（选填）" validateStatus={problem ? 'error' : undefined} help={problem ?? undefined}>
          <Input.TextArea
            aria-label="关闭原因"
            autoSize={{ minRows: 2, maxRows: 4 }}
            placeholder="如：已招满、业务调整取消招聘"
            value={text}
            count={{ show: true, max: DEMAND_NOTE_MAX }}
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
