// 面试评价 side by side: for each interview of a candidate, one column per interviewer and one
// row per item of the template (scores, recommendation, comments), the lead first. Drawn without
// antd, so the candidate drawer, the lite resume page and the print view (打印简历) can all use it.
// An interviewer who has not submitted his own evaluation is told he sees the others' afterwards.
import {
  evaluationRecommendationLabels,
  interviewResultLabels,
  type EvaluationItem,
  type EvaluationRecommendation,
  type EvaluationView,
  type InterviewEvaluations as InterviewEvaluationsData,
  type InterviewResult,
} from '@bole/domain';
import { formatDateTime } from '../../../lib/time';
import { Perm } from '@bole/domain';
import { usePermission } from '../../../api/permission';
import { useApplicationEvaluations, useResumeEvaluations } from './api';
import './evaluations.css';

function Score({ value, scale }: { value: number; scale: number }) {
  return (
    <span className="bole-ev-score" aria-label={`${value}分，满分${scale}分`}>
      <span className="bole-ev-bar" aria-hidden>
        <span style={{ width: `${Math.round((value / scale) * 100)}%` }} />
      </span>
      {value}/{scale}
    </span>
  );
}

export function RecommendationTag({ value }: { value: number | null }) {
  if (value === null) return <span className="bole-ev-muted">—</span>;
  return <span className={`bole-ev-rec bole-ev-rec-${value}`}>{evaluationRecommendationLabels[value as EvaluationRecommendation] ?? '—'}</span>;
}

function Answer({ item, evaluation }: { item: EvaluationItem; evaluation: EvaluationView }) {
  const value = evaluation.answers[item.key];
  if (value === undefined || value === null || value === '') return <span className="bole-ev-muted">未填写</span>;
  if (item.type === 'score' && typeof value === 'number') return <Score value={value} scale={item.scale ?? 5} />;
  if (item.type === 'recommendation' && typeof value === 'number') return <RecommendationTag value={value} />;
  return <p className="bole-ev-text">{String(value)}</p>;
}

/** One interview's evaluations as a grid: items down, interviewers across (those still owing one greyed out). */
export function EvaluationGrid({ data, showJob = false }: { data: InterviewEvaluationsData; showJob?: boolean }) {
  const items = data.template?.items ?? [];
  const byAccount = new Map(data.evaluations.map((e) => [e.accountId, e]));
  const columns = data.interviewers.map((p) => ({ person: p, evaluation: byAccount.get(p.id) }));
  const hasScores = items.some((i) => i.type === 'score');
  const result = data.cancelled ? '已取消' : interviewResultLabels[data.result as InterviewResult];
  return (
    <section className="bole-ev-interview" aria-label={`${data.roundName}评价`}>
      <h4 className="bole-ev-head">
        <strong>{showJob ? `${data.jobName} · ${data.roundName}` : data.roundName}</strong>
        <span className="bole-ev-muted">{formatDateTime(data.startAt)}</span>
        <span className="bole-ev-muted">
          面试结果：{result} · 已评价 {data.interviewers.filter((p) => p.submitted).length}/{data.interviewers.length}
        </span>
      </h4>
      {data.othersHidden ? (
        <p className="bole-ev-note">提交您自己的评价后，才能查看其他面试官的评分。</p>
      ) : data.evaluations.length === 0 ? (
        <p className="bole-ev-note">面试官还没有提交评价。</p>
      ) : (
        <div className="bole-ev-scroll">
          <table className="bole-ev-grid">
            <thead>
              <tr>
                <th scope="col">评价项</th>
                {columns.map(({ person }) => (
                  <th key={person.id} scope="col">
                    {person.name}
                    {person.isLead && <span className="bole-ev-muted">（主面试官）</span>}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={item.key}>
                  <th scope="row">{item.title}</th>
                  {columns.map(({ person, evaluation }) =>
                    evaluation ? (
                      <td key={person.id}>
                        <Answer item={item} evaluation={evaluation} />
                      </td>
                    ) : (
                      <td key={person.id} className="bole-ev-pending">
                        未提交
                      </td>
                    ),
                  )}
                </tr>
              ))}
              {hasScores && (
                <tr className="bole-ev-total">
                  <th scope="row">综合得分</th>
                  {columns.map(({ person, evaluation }) => (
                    <td key={person.id} className={evaluation ? undefined : 'bole-ev-pending'}>
                      {evaluation ? (evaluation.scorePercent === null ? '—' : `${evaluation.scorePercent}分`) : '未提交'}
                    </td>
                  ))}
                </tr>
              )}
              <tr>
                <th scope="row">提交时间</th>
                {columns.map(({ person, evaluation }) => (
                  <td key={person.id} className={evaluation ? 'bole-ev-muted' : 'bole-ev-pending'}>
                    {evaluation?.submittedAt ? formatDateTime(evaluation.submittedAt) : '未提交'}
                  </td>
                ))}
              </tr>
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** All interviews of the candidate's application with their evaluations (HR: 查看面试评价). */
export function InterviewEvaluations({ applicationId, print = false }: { applicationId: number; print?: boolean }) {
  // 查看面试评价, or an interviewer's 填写面试评价 (he sees his own interviews); nothing for anyone else.
  const canView = usePermission(Perm.EvaluationView);
  const canWrite = usePermission(Perm.EvaluationWrite);
  const allowed = canView || canWrite;
  const { data, isLoading, isError } = useApplicationEvaluations(applicationId, allowed);
  if (!allowed) return null;
  if (isLoading) return <p className="bole-ev-muted">正在加载面试评价…</p>;
  if (isError) return <p className="bole-ev-muted">面试评价加载失败</p>;
  const list = (data?.interviews ?? []).filter((i) => !print || i.evaluations.length > 0);
  if (list.length === 0) return <p className="bole-ev-muted">暂无面试评价</p>;
  return (
    <div className="bole-ev-list">
      {list.map((i) => (
        <EvaluationGrid key={i.interviewId} data={i} />
      ))}
    </div>
  );
}

/** 面试评价 of every application of the resume, for 打印简历: only interviews with evaluations; nothing without 查看面试评价. */
export function ResumeEvaluations({ resumeId, className }: { resumeId: number; className?: string }) {
  const allowed = usePermission(Perm.EvaluationView);
  const { data } = useResumeEvaluations(resumeId, allowed);
  const list = (data?.interviews ?? []).filter((i) => i.evaluations.length > 0);
  if (!allowed || list.length === 0) return null;
  return (
    <section className={className} aria-label="面试评价">
      <h2>面试评价</h2>
      {list.map((i) => (
        <EvaluationGrid key={i.interviewId} data={i} showJob />
      ))}
    </section>
  );
}
