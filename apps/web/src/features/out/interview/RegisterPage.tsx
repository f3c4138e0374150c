// /out/interview/register?token=…: the candidate's own link from his interview notice, on his
// phone. It shows the interview, the company's 面试登记表 (fields of /user/manage/interviewregister)
// to fill or correct until the interview ends, and on the day a button to sign in.
import { checkCustomFieldValue, interviewFormLabels, isEmptyCustomValue, type CustomField, type InterviewForm, type PublicSignedIn } from '@bole/domain';
import { Button, Form } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../../api/errors';
import { customFieldsBody } from '../../../components/custom-fields/CustomFieldItems';
import { CustomFieldInput } from '../../../components/custom-fields/inputs/CustomFieldInput';
import { PageSpin } from '../../../components/page/PageSpin';
import { formatDateTime } from '../../../lib/time';
import { useRegistration, useRegistrationActions } from '../api/interview';
import { SignedIn } from './SignInPage';
import '../../../components/custom-fields/custom-fields.css';
import './interview.css';

const ruleOf = (field: CustomField) => ({
  validator: async (_rule: unknown, value: unknown) => {
    if (isEmptyCustomValue(value)) {
      if (field.required) throw new Error(`请填写${field.name}`);
      return;
    }
    const result = checkCustomFieldValue(field, value);
    if (!result.ok) throw new Error(result.message);
  },
});

const STATUS_TEXT = { cancelled: '该面试已取消，如有疑问请联系招聘负责人。', past: '面试已结束，登记表不能再修改。' } as const;

export function RegisterPage() {
  const [search] = useSearchParams();
  const token = search.get('token')?.trim() ?? '';
  const { data, error, isLoading } = useRegistration(token);
  const { submit, signIn } = useRegistrationActions(token);
  const [form] = Form.useForm<{ customFields: Record<string, unknown> }>();
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [signed, setSigned] = useState<PublicSignedIn | null>(null);

  if (token && isLoading) return <PageSpin full tip="正在打开…" />;
  if (!token || !data) {
    return (
      <div className="bole-iv-shell">
        <div className="bole-iv-card" role="alert">
          <h1>链接已失效</h1>
          <p className="bole-iv-note">{isApiError(error) ? error.message : '链接不完整，请使用最新一封面试通知中的链接。'}</p>
        </div>
      </div>
    );
  }
  if (signed) return <SignedIn company={data.companyName} result={signed} />;

  const open = data.status === 'open';
  const save = (values: { customFields?: Record<string, unknown> }) => {
    setFailure(null);
    setSaved(false);
    submit.mutate(customFieldsBody(values.customFields, data.fields, data.answers !== null), {
      onSuccess: () => setSaved(true),
      onError: (e) => setFailure(isApiError(e) ? e.message : '网络连接失败，请稍后重试'),
    });
  };
  const doSignIn = () => {
    setFailure(null);
    signIn.mutate(undefined, { onSuccess: setSigned, onError: (e) => setFailure(isApiError(e) ? e.message : '网络连接失败，请稍后重试') });
  };

  return (
    <div className="bole-iv-shell">
      <div className="bole-iv-card">
        <div className="bole-iv-company">{data.companyName}</div>
        <h1>{data.fields.length > 0 ? '面试登记表' : '面试信息'}</h1>
        <dl className="bole-iv-facts">
          <dt>候选人</dt>
          <dd>{data.candidateName}</dd>
          <dt>应聘职位</dt>
          <dd>
            {data.jobName} · {data.roundName}
          </dd>
          <dt>面试时间</dt>
          <dd>
            {formatDateTime(data.startAt, 'YYYY年M月D日 HH:mm')}（{data.durationMinutes}分钟）
          </dd>
          <dt>面试形式</dt>
          <dd>{interviewFormLabels[data.form as InterviewForm] ?? ''}</dd>
          {data.place && (
            <>
              <dt>面试地点</dt>
              <dd>{data.place}</dd>
            </>
          )}
        </dl>
        {!open && (
          <p className="bole-iv-note" role="status">
            {STATUS_TEXT[data.status as keyof typeof STATUS_TEXT]}
          </p>
        )}
        {open && data.canSignIn && (
          <div style={{ marginBottom: 16 }}>
            {data.signedIn ? (
              <p className="bole-iv-note">您已签到，排队号 {data.queueNumber} 号，请在等候区稍候。</p>
            ) : (
              <Button type="primary" size="large" block loading={signIn.isPending} onClick={doSignIn}>
                我已到达，签到
              </Button>
            )}
          </div>
        )}
        {data.fields.length > 0 && (
          <Form form={form} layout="vertical" disabled={!open} initialValues={{ customFields: data.answers ?? {} }} onFinish={save} onValuesChange={() => setSaved(false)}>
            <p className="bole-iv-note">{data.submittedAt ? `已于 ${formatDateTime(data.submittedAt, 'M月D日 HH:mm')} 提交，面试开始前可修改。` : '请在面试前填写以下信息。'}</p>
            {data.fields.map((field) => (
              <Form.Item key={field.id} name={['customFields', field.key]} label={field.name} required={field.required} rules={[ruleOf(field)]} extra={field.help ?? undefined}>
                <CustomFieldInput field={field} attachment={null} />
              </Form.Item>
            ))}
            {failure && (
              <p className="bole-iv-error" role="alert">
                {failure}
              </p>
            )}
            {saved && (
              <p className="bole-iv-note" role="status">
                已提交，感谢您的填写。
              </p>
            )}
            {open && (
              <Button type="primary" size="large" block htmlType="submit" loading={submit.isPending}>
                {data.submittedAt ? '保存修改' : '提交登记表'}
              </Button>
            )}
          </Form>
        )}
        {data.fields.length === 0 && failure && (
          <p className="bole-iv-error" role="alert">
            {failure}
          </p>
        )}
      </div>
    </div>
  );
}
