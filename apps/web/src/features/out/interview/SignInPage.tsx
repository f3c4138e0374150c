// /out/interview/signin?code=…: the candidate scans the desk's QR code and signs in on his phone
// with his name and mobile; he gets his queue number and how many wait before him.
import { publicSignInSchema, type PublicSignedIn } from '@bole/domain';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../../api/errors';
import { PageSpin } from '../../../components/page/PageSpin';
import { formatDateTime } from '../../../lib/time';
import { zodRule } from '../../../lib/zod-rule';
import { useDeskCode, useSignInByCode } from '../api/interview';
import './interview.css';

type Values = { name: string; mobile: string };

export function SignInPage() {
  const [search] = useSearchParams();
  const code = search.get('code')?.trim() ?? '';
  const { data, error, isLoading } = useDeskCode(code);
  const signIn = useSignInByCode();
  const [done, setDone] = useState<PublicSignedIn | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  if (code && isLoading) return <PageSpin full tip="正在打开…" />;
  if (!code || !data || !data.valid) {
    const message = !code || !data ? (isApiError(error) ? error.message : '签到码无效，请扫描前台当前展示的二维码') : '签到码已失效，请扫描前台当前展示的二维码';
    return (
      <div className="bole-iv-shell">
        <div className="bole-iv-card" role="alert">
          <h1>无法签到</h1>
          <p className="bole-iv-note">{message}</p>
        </div>
      </div>
    );
  }

  if (done) return <SignedIn company={data.companyName} result={done} />;

  const submit = (values: Values) => {
    setFailure(null);
    signIn.mutate(
      { code, name: values.name.trim(), mobile: values.mobile.trim() },
      { onSuccess: setDone, onError: (e) => setFailure(isApiError(e) ? e.message : '网络连接失败，请稍后重试') },
    );
  };

  return (
    <div className="bole-iv-shell">
      <div className="bole-iv-card">
        <div className="bole-iv-company">{data.companyName}</div>
        <h1>面试签到</h1>
        <p className="bole-iv-note">请填写您投递简历时留下的姓名和手机号，签到后即可取得排队号。</p>
        <Form<Values> layout="vertical" onFinish={submit} requiredMark={false}>
          <Form.Item name="name" label="姓名" rules={[zodRule(publicSignInSchema.shape.name)]}>
            <Input size="large" autoComplete="name" maxLength={50} />
          </Form.Item>
          <Form.Item name="mobile" label="手机号" rules={[zodRule(publicSignInSchema.shape.mobile)]}>
            <Input size="large" inputMode="tel" autoComplete="tel" maxLength={11} />
          </Form.Item>
          {failure && (
            <p className="bole-iv-error" role="alert">
              {failure}
            </p>
          )}
          <Button type="primary" size="large" block htmlType="submit" loading={signIn.isPending}>
            签到
          </Button>
        </Form>
      </div>
    </div>
  );
}

export function SignedIn({ company, result }: { company: string; result: PublicSignedIn }) {
  return (
    <div className="bole-iv-shell">
      <div className="bole-iv-card" role="status">
        <div className="bole-iv-company">{company}</div>
        <h1>{result.alreadySignedIn ? '您已签到' : '签到成功'}</h1>
        <div className="bole-iv-number">
          您的排队号
          <strong>{result.queueNumber}号</strong>
        </div>
        <dl className="bole-iv-facts">
          <dt>姓名</dt>
          <dd>{result.candidateName}</dd>
          <dt>应聘职位</dt>
          <dd>{result.jobName}</dd>
          <dt>面试时间</dt>
          <dd>{formatDateTime(result.startAt, 'M月D日 HH:mm')}</dd>
        </dl>
        <p className="bole-iv-note">
          {result.calledRoom
            ? `已叫到您，请前往 ${result.calledRoom} 参加面试。`
            : result.ahead > 0
              ? `前面还有 ${result.ahead} 位候选人，请在等候区稍候，叫号时会短信通知您。`
              : '请在等候区稍候，马上就到您了，叫号时会短信通知您。'}
        </p>
        {result.registrationPending && <p className="bole-iv-note">您还没有填写面试登记表，请打开面试通知中的链接填写。</p>}
      </div>
    </div>
  );
}
