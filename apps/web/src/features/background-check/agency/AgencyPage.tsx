// /out/check?token=…: the background check agency, without an account and often on a phone,
// takes the check on, records each item's finding (属实 / 不属实 / 无法核实 with a note) and
// uploads its PDF report once. No antd: the page stays light (app/plain-pages.test.ts).
import {
  BACKGROUND_CHECK_LIMITS,
  BackgroundCheckFinding,
  backgroundCheckFindingLabels,
  backgroundCheckProjectLabels,
  backgroundCheckStatusLabels,
  BackgroundCheckStatus,
  type PublicBackgroundCheck,
} from '@bole/domain';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../../api/errors';
import { PageSpin } from '../../../components/page/PageSpin';
import { formatDateTime } from '../../../lib/time';
import { useAgencyCheck, useStartCheck, useSubmitReport } from '../api/agency';
import './agency.css';

type Finding = { finding?: BackgroundCheckFinding; note: string };
const MAX_MB = BACKGROUND_CHECK_LIMITS.reportMaxBytes / 1024 / 1024;

function Shell({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="bole-check-shell">
      <main className="bole-check-card" aria-label={title}>
        {children}
      </main>
    </div>
  );
}

function Findings({ check, token }: { check: PublicBackgroundCheck; token: string }) {
  const [values, setValues] = useState<Record<number, Finding>>({});
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = useSubmitReport(token);
  const set = (id: number, patch: Partial<Finding>) => setValues((v) => ({ ...v, [id]: { note: '', ...v[id], ...patch } }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const missing = check.items.find((i) => !values[i.id]?.finding);
    if (missing) return setProblem(`请填写「${missing.title}」的核实结果`);
    if (!file) return setProblem('请上传PDF格式的背调报告');
    if (!/\.pdf$/i.test(file.name)) return setProblem('背调报告须为PDF文件');
    if (file.size > BACKGROUND_CHECK_LIMITS.reportMaxBytes) return setProblem(`背调报告不能超过${MAX_MB}MB`);
    setProblem(null);
    const findings = check.items.map((i) => ({ itemId: i.id, finding: values[i.id]!.finding!, note: values[i.id]!.note.trim() || undefined }));
    submit.mutate({ findings, file }, { onError: (error) => setProblem(isApiError(error) ? error.message : '提交失败，请稍后重试') });
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <ol className="bole-check-items">
        {check.items.map((item) => (
          <li key={item.id} className="bole-check-item">
            <fieldset>
              <legend>
                <span className="bole-check-project">{backgroundCheckProjectLabels[item.project]}</span>
                {item.title}
              </legend>
              <div className="bole-check-choices">
                {Object.values(BackgroundCheckFinding).map((f) => (
                  <label key={f} className={values[item.id]?.finding === f ? 'is-chosen' : undefined}>
                    <input type="radio" name={`finding-${item.id}`} value={f} checked={values[item.id]?.finding === f} onChange={() => set(item.id, { finding: f })} />
                    {backgroundCheckFindingLabels[f]}
                  </label>
                ))}
              </div>
              <label className="bole-check-note">
                说明（选填）
                <textarea maxLength={500} rows={2} value={values[item.id]?.note ?? ''} onChange={(e) => set(item.id, { note: e.target.value })} />
              </label>
            </fieldset>
          </li>
        ))}
      </ol>
      <label className="bole-check-file">
        背调报告（PDF，不超过{MAX_MB}MB）
        <input type="file" accept="application/pdf,.pdf" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
      </label>
      {problem && (
        <p role="alert" className="bole-check-problem">
          {problem}
        </p>
      )}
      <button type="submit" className="bole-check-submit" disabled={submit.isPending}>
        {submit.isPending ? '正在提交…' : '提交核实结果与报告'}
      </button>
      <p className="bole-check-hint">提交后不能修改，请核对后再提交。</p>
    </form>
  );
}

export function AgencyPage() {
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const query = useAgencyCheck(token);
  const start = useStartCheck(token);

  if (!token) return <Shell title="背景调查"><h1>链接不完整</h1><p>请使用委托邮件中的完整链接。</p></Shell>;
  if (query.isPending) return <PageSpin full />;
  if (query.isError) {
    return (
      <Shell title="链接已失效">
        <h1>链接已失效</h1>
        <p>{isApiError(query.error) ? query.error.message : '暂时无法打开，请稍后重试'}</p>
      </Shell>
    );
  }
  const check = query.data;
  return (
    <Shell title="背景调查">
      <p className="bole-check-company">{check.companyName}</p>
      <h1>背景调查：{check.candidateName}</h1>
      <dl className="bole-check-facts">
        <dt>拟录用职位</dt>
        <dd>{check.jobName}</dd>
        <dt>状态</dt>
        <dd>{backgroundCheckStatusLabels[check.status]}</dd>
        <dt>链接有效期至</dt>
        <dd>{formatDateTime(check.expiresAt)}</dd>
      </dl>
      {check.status === BackgroundCheckStatus.Completed && (
        <>
          <p role="status">核实结果与报告已提交，感谢您的配合。</p>
          <ul className="bole-check-done">
            {check.items.map((i) => (
              <li key={i.id}>
                {backgroundCheckProjectLabels[i.project]} · {i.title}：{i.finding ? backgroundCheckFindingLabels[i.finding] : '—'}
                {i.note ? `（${i.note}）` : ''}
              </li>
            ))}
          </ul>
        </>
      )}
      {check.status === BackgroundCheckStatus.Pending && (
        <>
          <p>请确认接受委托后开始调查。开始后，委托企业将不能再取消本次背景调查。</p>
          <ul className="bole-check-done">
            {check.items.map((i) => (
              <li key={i.id}>
                {backgroundCheckProjectLabels[i.project]} · {i.title}
              </li>
            ))}
          </ul>
          {start.isError && <p role="alert" className="bole-check-problem">{isApiError(start.error) ? start.error.message : '操作失败，请稍后重试'}</p>}
          <button type="button" className="bole-check-submit" disabled={start.isPending} onClick={() => start.mutate()}>
            接受委托，开始调查
          </button>
        </>
      )}
      {check.status === BackgroundCheckStatus.InProgress && <Findings check={check} token={token} />}
    </Shell>
  );
}
