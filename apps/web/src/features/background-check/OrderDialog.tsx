// 添加背调: HR picks how many education, work and project items the agency verifies, sees the
// points it costs (spec section 9, from the server's quote) beside the company's 背调 balance,
// names the agency and confirms. Too few points are said before and refused by the server anyway.
import { BACKGROUND_CHECK_LIMITS, BackgroundCheckProject, backgroundCheckProjectLabels, EMAIL_PATTERN } from '@bole/domain';
import { Alert, Input, InputNumber, Modal } from 'antd';
import { useState } from 'react';
import { isApiError } from '../../api/errors';
import { notifySuccess } from '../../lib/notify';
import { useOrderCheck, useQuote } from './api/checks';

export type OrderDialogProps = { open: boolean; applicationId: number; candidateName: string; onClose: () => void };

type Counts = Record<BackgroundCheckProject, number>;
const PROJECTS = Object.values(BackgroundCheckProject);
const CONTACT = '如需购买套餐，请联系平台客服';

export function OrderDialog({ open, applicationId, candidateName, onClose }: OrderDialogProps) {
  const [counts, setCounts] = useState<Counts>({ education: 1, work: 1, project: 0 });
  const [agencyName, setAgencyName] = useState('');
  const [agencyEmail, setAgencyEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const quote = useQuote(counts);
  const order = useOrderCheck();
  const none = counts.education + counts.work + counts.project === 0;
  const short = quote.data !== undefined && quote.data.points > quote.data.balance;

  const submit = () => {
    if (none) return setProblem('请至少选择一项背调项目');
    if (!EMAIL_PATTERN.test(agencyEmail.trim())) return setProblem('请填写正确的背调机构邮箱');
    setProblem(null);
    order.mutate(
      { applicationId, ...counts, agencyEmail: agencyEmail.trim(), agencyName: agencyName.trim() || undefined },
      {
        onSuccess: (check) => {
          notifySuccess(`已发起背景调查，扣除${check.points}点，委托邮件已发送给背调机构`);
          onClose();
        },
        onError: (error) => setProblem(isApiError(error) ? error.message : '发起失败，请稍后重试'),
      },
    );
  };

  return (
    <Modal open={open} title={`添加背调：${candidateName}`} okText="确认发起" cancelText="取消" onOk={submit} onCancel={onClose} confirmLoading={order.isPending} okButtonProps={{ disabled: none || short }} destroyOnHidden>
      <div style={{ display: 'grid', gap: 12 }}>
        {PROJECTS.map((project) => (
          <label key={project} style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 12 }}>
            <span>{backgroundCheckProjectLabels[project]}（项）</span>
            <InputNumber
              aria-label={`${backgroundCheckProjectLabels[project]}数量`}
              min={0}
              max={BACKGROUND_CHECK_LIMITS.maxItems}
              precision={0}
              value={counts[project]}
              onChange={(v) => setCounts((c) => ({ ...c, [project]: typeof v === 'number' && Number.isInteger(v) && v >= 0 ? v : 0 }))}
            />
          </label>
        ))}
        <label style={{ display: 'grid', gap: 4 }}>
          背调机构名称（选填）
          <Input value={agencyName} maxLength={50} onChange={(e) => setAgencyName(e.target.value)} />
        </label>
        <label style={{ display: 'grid', gap: 4 }}>
          背调机构邮箱
          <Input value={agencyEmail} maxLength={100} placeholder="委托邮件和填写链接将发送到这个邮箱" onChange={(e) => setAgencyEmail(e.target.value)} />
        </label>
        <p aria-live="polite" style={{ margin: 0 }}>
          {none ? '请至少选择一项背调项目' : quote.data ? (
            <>
              本次需要 <strong aria-label="所需点数">{quote.data.points}</strong> 点，当前背调点数余额 <strong aria-label="背调点数余额">{quote.data.balance}</strong> 点
            </>
          ) : (
            '正在计算所需点数…'
          )}
        </p>
        {short && <Alert type="warning" showIcon title={`背调点数不足，${CONTACT}`} />}
        {problem && <Alert type="error" showIcon title={problem} />}
      </div>
    </Modal>
  );
}
