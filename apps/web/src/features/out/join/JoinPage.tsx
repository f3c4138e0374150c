// /out/feedback/join?token=…: the new hire in 待入职, on his phone and without an account,
// confirms his entry date and fills 入职登记 (identity, bank card, emergency contact, address,
// documents). He may 保存 and come back until he 提交s; then the form is read only unless HR
// reopens it. No antd: the page stays light (app/plain-pages.test.ts).
import { ONBOARDING_LIMITS, type PublicOnboardingForm } from '@bole/domain';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../../api/errors';
import { PageSpin } from '../../../components/page/PageSpin';
import { formatDateTime } from '../../../lib/time';
import { useJoinForm, useJoinFormActions } from '../api/onboarding-form';
import { checkFields, draftOf, fieldsOf, serverFieldErrors, type FieldErrors, type JoinFields } from './fields';
import { JoinDocuments } from './JoinDocuments';
import { JoinSummary } from './JoinSummary';
import './join.css';

function Shell({ children }: { children: ReactNode }) {
  return (
    <div className="bole-join-shell">
      <main className="bole-join-card" aria-label="入职登记">
        {children}
      </main>
    </div>
  );
}

type InputProps = { name: keyof JoinFields; label: string; fields: JoinFields; errors: FieldErrors; set: (patch: Partial<JoinFields>) => void; hint?: string; max?: number; inputMode?: 'numeric' | 'tel' | 'text' };

function Input({ name, label, fields, errors, set, hint, max, inputMode = 'text' }: InputProps) {
  const id = `bole-join-${name}`;
  return (
    <div className="bole-join-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        value={String(fields[name])}
        inputMode={inputMode}
        maxLength={max}
        autoComplete="off"
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${id}-error` : undefined}
        onChange={(e) => set({ [name]: e.target.value })}
      />
      {hint && !errors[name] && <span className="bole-join-hint">{hint}</span>}
      {errors[name] && (
        <span id={`${id}-error`} className="bole-join-problem">
          {errors[name]}
        </span>
      )}
    </div>
  );
}

function JoinForm({ data, token }: { data: PublicOnboardingForm; token: string }) {
  const actions = useJoinFormActions(token);
  const [fields, setFields] = useState<JoinFields>(() => fieldsOf(data.values));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const set = (patch: Partial<JoinFields>) => setFields((f) => ({ ...f, ...patch }));
  const common = { fields, errors, set };
  const busy = actions.save.isPending || actions.submit.isPending;
  const entry = data.entryDate ?? '约定日期';

  const send = (kind: 'save' | 'submit') => {
    const found = checkFields(fields);
    setErrors(found);
    setConfirming(false);
    if (Object.keys(found).length > 0) return setNotice({ ok: false, text: '请先修改标红的内容' });
    setNotice(null);
    actions[kind].mutate(draftOf(fields), {
      onSuccess: () => {
        setFields((f) => ({ ...f, idNumber: '', bankCard: '' }));
        setNotice({ ok: true, text: kind === 'save' ? `已保存（${formatDateTime(new Date())}），可以稍后继续填写。` : '已提交' });
      },
      onError: (e) => {
        setErrors(isApiError(e) ? serverFieldErrors(e.data) : {});
        setNotice({ ok: false, text: isApiError(e) ? e.message : '网络连接失败，请稍后重试' });
      },
    });
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setConfirming(true);
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <section className="bole-join-section">
        <h2>确认入职</h2>
        <label className="bole-join-check">
          <input type="checkbox" checked={fields.joinConfirmed} onChange={(e) => set({ joinConfirmed: e.target.checked })} />
          <span>我确认将于 {entry} 按时入职</span>
        </label>
      </section>
      <section className="bole-join-section">
        <h2>个人信息</h2>
        <Input name="name" label="姓名" max={30} {...common} />
        <Input name="idNumber" label="身份证号" max={22} hint={data.values.idNumber ? `已填写 ${data.values.idNumber}，如需修改请重新输入` : '18位，末位可为X'} {...common} />
        <Input name="address" label="现住址" max={ONBOARDING_LIMITS.addressMax} {...common} />
      </section>
      <section className="bole-join-section">
        <h2>工资卡</h2>
        <Input name="bankCard" label="银行卡号" max={23} inputMode="numeric" hint={data.values.bankCard ? `已填写 ${data.values.bankCard}，如需修改请重新输入` : undefined} {...common} />
        <Input name="bankName" label="开户行" max={ONBOARDING_LIMITS.bankNameMax} hint="例如：招商银行深圳分行科技园支行" {...common} />
      </section>
      <section className="bole-join-section">
        <h2>紧急联系人</h2>
        <Input name="emergencyName" label="姓名" max={30} {...common} />
        <Input name="emergencyRelation" label="关系" max={ONBOARDING_LIMITS.relationMax} hint="例如：父亲、配偶" {...common} />
        <Input name="emergencyPhone" label="手机号" max={11} inputMode="tel" {...common} />
      </section>
      <JoinDocuments documents={data.documents} readOnly={false} actions={actions} />
      {notice && (
        <p className={notice.ok ? 'bole-join-ok' : 'bole-join-problem'} role={notice.ok ? 'status' : 'alert'}>
          {notice.text}
        </p>
      )}
      {confirming ? (
        <div className="bole-join-confirm" role="group" aria-label="确认提交">
          <p>提交后将不能再修改，确认提交吗？</p>
          <button type="button" className="bole-join-primary" disabled={busy} onClick={() => send('submit')}>
            确认提交
          </button>
          <button type="button" className="bole-join-secondary" onClick={() => setConfirming(false)}>
            再检查一下
          </button>
        </div>
      ) : (
        <div className="bole-join-actions">
          <button type="button" className="bole-join-secondary" disabled={busy} onClick={() => send('save')}>
            {actions.save.isPending ? '正在保存…' : '保存'}
          </button>
          <button type="submit" className="bole-join-primary" disabled={busy}>
            {actions.submit.isPending ? '正在提交…' : '提交'}
          </button>
        </div>
      )}
      <p className="bole-join-hint">请于 {formatDateTime(data.expiresAt)} 前提交。身份证号与银行卡号加密保存，仅授权的人事人员可查看。</p>
    </form>
  );
}

export function JoinPage() {
  const [search] = useSearchParams();
  const token = search.get('token')?.trim() ?? '';
  const query = useJoinForm(token);

  if (token && query.isLoading) return <PageSpin full tip="正在打开…" />;
  if (!token || !query.data) {
    return (
      <Shell>
        <h1>链接已失效</h1>
        <p className="bole-join-lead">{!token ? '链接不完整，请使用邮件中的完整链接。' : isApiError(query.error) ? query.error.message : '网络连接失败，请稍后刷新重试。'}</p>
      </Shell>
    );
  }
  const data = query.data;
  return (
    <Shell>
      <p className="bole-join-company">{data.companyName}</p>
      <h1>入职登记</h1>
      <dl className="bole-join-facts">
        <dt>入职职位</dt>
        <dd>{data.jobName}</dd>
        <dt>入职日期</dt>
        <dd>{data.entryDate ?? '待确认'}</dd>
      </dl>
      {data.submitted ? <JoinSummary data={data} /> : <JoinForm key={data.submittedAt ?? 'open'} data={data} token={token} />}
    </Shell>
  );
}
