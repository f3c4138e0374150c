// 移交 (260001): another active account becomes the resume's owner.
import { Modal, Select } from 'antd';
import type { ResumeDetail } from '@bole/domain';
import { useMemo, useState } from 'react';
import { isApiError } from '../../../api/errors';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useAccountOptions } from '../../../api/account-options';
import { useHandOverResume } from '../api/handover-resume';

type Props = { resume: ResumeDetail; ownerName: string; onClose: () => void };

export default function HandOverModal({ resume, ownerName, onClose }: Props) {
  const { options, isLoading } = useAccountOptions();
  const handOver = useHandOverResume();
  const [to, setTo] = useState<number | undefined>();
  const [error, setError] = useState<string | null>(null);
  const choices = useMemo(() => options.filter((o) => o.value !== resume.ownerAccountId), [options, resume.ownerAccountId]);

  const submit = () => {
    if (!to) {
      setError('请选择接收人');
      return;
    }
    handOver.mutate(
      { id: resume.id, toAccountId: to },
      {
        onSuccess: () => {
          notifySuccess(`已移交给「${options.find((o) => o.value === to)?.label ?? ''}」`);
          onClose();
        },
        onError: (e) => (isApiError(e) && e.httpStatus === 400 ? setError(e.message) : notifyError(isApiError(e) ? e.message : '移交失败')),
      },
    );
  };

  return (
    <Modal open title={`移交简历 - ${resume.name}`} okText="确认移交" onOk={submit} onCancel={onClose} confirmLoading={handOver.isPending} width={460} destroyOnHidden>
      <p className="bole-muted" style={{ marginTop: 8 }}>
        当前负责人：{ownerName || '—'}。移交后由接收人负责跟进该候选人，操作会记入操作记录。
      </p>
      <label htmlFor="handover-to" className="bole-form-label">
        接收人
      </label>
      <Select
        id="handover-to"
        autoFocus
        style={{ width: '100%' }}
        placeholder="请选择在职的同事"
        loading={isLoading}
        options={choices}
        value={to}
        status={error ? 'error' : undefined}
        onChange={(v: number) => {
          setTo(v);
          setError(null);
        }}
        showSearch={{ optionFilterProp: 'label' }}
        notFoundContent="没有可选的账号"
      />
      {error && <div className="bole-field-error">{error}</div>}
    </Modal>
  );
}
