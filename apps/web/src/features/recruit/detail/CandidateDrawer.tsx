// A candidate opened from the board or the table: his resume as the talent pool shows it
// (read-only, the pool's own document view), and beside it his match score (when the job has a
// 简历评分规则), his interviews (安排面试 when his stage offers it, the evaluations side by side),
// his offers (添加Offer when his stage has it on), his background checks, his pushes to the hiring
// department and what happened to him in this job.
import { Drawer } from 'antd';
import { Link } from 'react-router';
import { isApiError } from '../../../api/errors';
import { PageSpin } from '../../../components/page/PageSpin';
import { formatDateTime } from '../../../lib/time';
import { useApplicationEvents } from '../api/get-events';
// The talent pool's read-only resume (also used by the hiring manager's preview and print).
import { useResume } from '../../resume/api/get-resume';
import { ResumeDocument } from '../../resume/detail/views/ResumeDocument';
import '../../resume/resume.css';
import '../../resume/detail/detail.css';
import { CandidateInterviews } from '../../interview/candidate/CandidateInterviews';
import { CandidateChecks } from '../../background-check/CandidateChecks';
import { OnboardingFormBlock } from '../../onboarding-form/OnboardingFormBlock';
import { CandidateOffers } from '../../offer/candidate/CandidateOffers';
import { RecommendationsPanel } from '../push/RecommendationList';
import { DrawerScore } from '../score/DrawerScore';
import { cardFacts } from '../shared/format';

/** `scored`: the job has a 简历评分规则, so the drawer shows the match score; `arrangeable`: his stage offers 安排面试 to the user; `offerable`: his stage has 添加Offer on. */
type Props = {
  candidate: { id: number; resumeId: number; name: string; jobId: number; scored: boolean; arrangeable?: boolean; offerable?: boolean } | null;
  onClose: () => void;
  onArrange?: (candidate: { id: number; name: string }) => void;
};

function Events({ applicationId }: { applicationId: number }) {
  const { data, isLoading, isError } = useApplicationEvents(applicationId);
  if (isLoading) return <p className="bole-rp-muted">加载中…</p>;
  if (isError || !data) return <p className="bole-rp-muted">流程记录加载失败</p>;
  if (data.list.length === 0) return <p className="bole-rp-muted">暂无记录</p>;
  return (
    <ol className="bole-rp-events">
      {data.list.map((e) => (
        <li key={e.id} className="bole-rp-event">
          <div>
            <strong>{e.kindLabel}</strong>
            {e.fromStage && e.toStage && (
              <span>
                ：{e.fromStage.name} → {e.toStage.name}
              </span>
            )}
            {!e.fromStage && e.toStage && <span>：{e.toStage.name}</span>}
          </div>
          {e.note && <div>{e.note}</div>}
          <div className="bole-rp-event-meta">
            {e.actorName} · {formatDateTime(e.createdAt)}
          </div>
        </li>
      ))}
    </ol>
  );
}

export function CandidateDrawer({ candidate, onClose, onArrange }: Props) {
  const resumeId = candidate?.resumeId ?? 0;
  const { data: resume, isLoading, error } = useResume(resumeId, candidate !== null);
  return (
    <Drawer
      open={candidate !== null}
      title={candidate ? `${candidate.name}的简历` : ''}
      size={1000}
      onClose={onClose}
      extra={candidate && <Link to={`/resume/detail/${candidate.resumeId}${candidate.scored ? `?jobId=${candidate.jobId}` : ''}`}>打开简历详情</Link>}
    >
      {candidate && (
        <div className="bole-rp-drawer">
          <div>
            {isLoading && <PageSpin tip="正在加载简历…" />}
            {!isLoading && !resume && <p className="bole-rp-muted">{isApiError(error) ? error.message : '简历加载失败'}</p>}
            {resume && (
              <>
                <div className="bole-preview-head">
                  <div className={`bole-pool-avatar bole-pool-avatar-lg${resume.gender === 0 ? ' bole-pool-avatar-f' : ''}`} aria-hidden>
                    {[...resume.name][0]}
                  </div>
                  <div>
                    <div className="bole-detail-name">{resume.name}</div>
                    <div className="bole-muted">{cardFacts({ gender: resume.gender, age: resume.age, workYears: null, topDegree: resume.topDegree })}</div>
                    <div>{[resume.lastCompany, resume.lastJobTitle].filter(Boolean).join(' · ')}</div>
                  </div>
                </div>
                <ResumeDocument resume={resume} />
              </>
            )}
          </div>
          <aside>
            {candidate.scored && <DrawerScore resumeId={candidate.resumeId} jobId={candidate.jobId} />}
            <section className="bole-rp-side" aria-label="面试">
              <h3>面试</h3>
              <CandidateInterviews applicationId={candidate.id} onArrange={candidate.arrangeable && onArrange ? () => onArrange(candidate) : undefined} />
            </section>
            <CandidateOffers applicationId={candidate.id} candidateName={candidate.name} addable={candidate.offerable === true} />
            <CandidateChecks applicationId={candidate.id} />
            <OnboardingFormBlock applicationId={candidate.id} />
            <section className="bole-rp-side" aria-label="推荐记录">
              <h3>推荐记录</h3>
              <RecommendationsPanel applicationId={candidate.id} />
            </section>
            <section className="bole-rp-side" aria-label="流程记录">
              <h3>流程记录</h3>
              <Events applicationId={candidate.id} />
            </section>
          </aside>
        </div>
      )}
    </Drawer>
  );
}
