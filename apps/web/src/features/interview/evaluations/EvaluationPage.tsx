// 面试评价 (/lite/evaluation/:id for 用人经理, /recruit/interview/evaluation/:id for everyone else):
// the interviewer fills the interview's template (scores, recommendation, comments; 保存草稿 or
// 提交评价), and sees the others' evaluations only once his own is submitted. The lead, or HR with
// 修改/取消面试, records the result; the lead and HR can 催评价 the interviewers still owing one.
import {
  checkEvaluationAnswers,
  evaluationRecommendationLabels,
  InterviewResult,
  interviewResultLabels,
  type EvaluationItem,
  type InterviewEvaluations,
} from '@bole/domain';
import { Alert, Button, Input, Radio, Select, Space } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { PageHeader } from '../../../components/page/PageHeader';
import { PageSpin } from '../../../components/page/PageSpin';
import { Panel } from '../../../components/panel/Panel';
import { notifySuccess } from '../../../lib/notify';
import { formatDateTime } from '../../../lib/time';
import { useInterviewEvaluations, useRemind, useSetResult, useSubmitEvaluation } from './api';
import { EvaluationGrid } from './InterviewEvaluations';
import './evaluations.css';

type Answers = Record<string, number | string | null>;

const RESULT_OPTIONS = Object.values(InterviewResult).map((value) => ({ value, label: interviewResultLabels[value] }));
const RECOMMENDATIONS = Object.entries(evaluationRecommendationLabels).map(([value, label]) => ({ value: Number(value), label }));

function ItemField({ item, value, error, disabled, onChange }: { item: EvaluationItem; value: Answers[string] | undefined; error?: string; disabled: boolean; onChange: (v: number | string | null) => void }) {
  const id = `ev-${item.key}`;
  const scale = item.scale ?? 5;
  return (
    <div className="bole-ev-form-item">
      <span id={id} className={`bole-ev-form-title${item.required ? ' bole-ev-required' : ''}`}>
        {item.title}
        {item.type === 'score' && <span className="bole-ev-muted">（1-{scale}分）</span>}
      </span>
      {item.hint && <p className="bole-ev-hint">{item.hint}</p>}
      {item.type === 'score' && (
        <Radio.Group
          aria-labelledby={id}
          optionType="button"
          value={typeof value === 'number' ? value : undefined}
          onChange={(e) => onChange(e.target.value as number)}
          disabled={disabled}
          options={Array.from({ length: scale }, (_, i) => ({ value: i + 1, label: String(i + 1) }))}
        />
      )}
      {item.type === 'recommendation' && (
        <Radio.Group aria-labelledby={id} value={typeof value === 'number' ? value : undefined} onChange={(e) => onChange(e.target.value as number)} disabled={disabled} options={RECOMMENDATIONS} />
      )}
      {item.type === 'text' && (
        <Input.TextArea
          aria-labelledby={id}
          value={typeof value === 'string' ? value : ''}
          onChange={(e) => onChange(e.target.value)}
          autoSize={{ minRows: 3, maxRows: 10 }}
          maxLength={2000}
          showCount
          disabled={disabled}
          placeholder="请填写"
        />
      )}
      {error && <p className="bole-ev-error">{error}</p>}
    </div>
  );
}

function EvaluationForm({ data }: { data: InterviewEvaluations }) {
  const items = data.template?.items ?? [];
  const [answers, setAnswers] = useState<Answers>(() => ({ ...(data.mine?.answers ?? {}) }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSubmitEvaluation(data.interviewId);
  const submitted = data.mine?.submitted === true;

  const send = async (draft: boolean) => {
    const filled = Object.fromEntries(Object.entries(answers).filter(([, v]) => v !== null && v !== ''));
    const problems = checkEvaluationAnswers(items, filled, !draft);
    setErrors(Object.fromEntries(problems.map((p) => [p.key, p.message])));
    if (problems.length > 0) return;
    await save.mutateAsync({ answers: filled, draft });
    notifySuccess(draft ? '草稿已保存' : submitted ? '评价已更新' : '评价已提交');
  };

  if (!data.template) return <Alert type="warning" showIcon message="公司没有启用的面试评价模板，请联系HR在“面试评价模板”中设置" />;
  return (
    <form
      aria-label="填写面试评价"
      onSubmit={(e) => {
        e.preventDefault();
        void send(false).catch(() => undefined);
      }}
    >
      <p className="bole-ev-muted" style={{ marginTop: 0 }}>
        评价模板：{data.template.name}
        {submitted && data.mine?.submittedAt && ` · 已于${formatDateTime(data.mine.submittedAt)}提交，可修改后重新提交`}
        {!submitted && data.mine && ' · 草稿'}
      </p>
      {items.map((item) => (
        <ItemField
          key={item.key}
          item={item}
          value={answers[item.key]}
          error={errors[item.key]}
          disabled={save.isPending}
          onChange={(v) => {
            setAnswers((a) => ({ ...a, [item.key]: v }));
            setErrors(({ [item.key]: _gone, ...rest }) => rest);
          }}
        />
      ))}
      <div className="bole-ev-actions">
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {submitted ? '更新评价' : '提交评价'}
        </Button>
        {!submitted && (
          <Button onClick={() => void send(true).catch(() => undefined)} disabled={save.isPending}>
            保存草稿
          </Button>
        )}
      </div>
    </form>
  );
}

function ResultBox({ data }: { data: InterviewEvaluations }) {
  const [value, setValue] = useState<number>(data.result);
  const set = useSetResult(data.interviewId);
  return (
    <Space wrap>
      <span>面试结果</span>
      <Select aria-label="面试结果" value={value} onChange={setValue} options={RESULT_OPTIONS} style={{ width: 160 }} />
      <Button
        type="primary"
        loading={set.isPending}
        disabled={value === data.result}
        onClick={() => void set.mutateAsync(value).then((r) => notifySuccess(`面试结果已设为“${r.resultName}”`), () => undefined)}
      >
        保存结果
      </Button>
    </Space>
  );
}

function RemindButton({ data }: { data: InterviewEvaluations }) {
  const remind = useRemind(data.interviewId);
  const pending = data.interviewers.filter((p) => !p.submitted);
  return (
    <Button
      loading={remind.isPending}
      onClick={() => void remind.mutateAsync(undefined).then((r) => notifySuccess(`已提醒${r.reminded.map((p) => p.name).join('、')}填写评价`), () => undefined)}
      title={`尚未评价：${pending.map((p) => p.name).join('、')}`}
    >
      催评价（{pending.length}人未评价）
    </Button>
  );
}

export function EvaluationPage({ title }: { title: string }) {
  const params = useParams();
  const id = Number(params.id);
  const valid = Number.isInteger(id) && id > 0;
  const { data, isLoading, isError } = useInterviewEvaluations(valid ? id : null);
  useEffect(() => {
    document.title = `${title} - 伯乐招聘`;
  }, [title]);
  const subtitle = useMemo(
    () => (data ? `${data.candidateName} · ${data.jobName} · ${data.roundName} · ${formatDateTime(data.startAt)}${data.cancelled ? ' · 已取消' : ''}` : undefined),
    [data],
  );

  if (!valid) return <Alert type="error" showIcon message="面试不存在" />;
  return (
    <section aria-label={title} className="bole-ev-page">
      <PageHeader title={title} description={subtitle} extra={data && <Space wrap>{data.canRemind && <RemindButton data={data} />}</Space>} />
      {isLoading && <PageSpin tip="正在加载面试评价…" />}
      {isError && <Alert type="error" showIcon message="面试评价加载失败：面试不存在，或您不是该面试的面试官" />}
      {data && (
        <>
          {data.cancelled && <Alert type="info" showIcon message="该面试已取消，不能再填写评价" style={{ marginBottom: 12 }} />}
          {data.canEvaluate && (
            <Panel title={data.mine?.submitted ? '我的评价' : '填写评价'} style={{ marginBottom: 12 }}>
              <EvaluationForm key={data.mine?.updatedAt ?? 'new'} data={data} />
            </Panel>
          )}
          <Panel title="面试官评价" extra={data.canSetResult && <ResultBox key={data.result} data={data} />}>
            <EvaluationGrid data={data} />
          </Panel>
        </>
      )}
    </section>
  );
}
