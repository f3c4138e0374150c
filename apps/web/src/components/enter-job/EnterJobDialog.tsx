// 加入职位: one or many resumes of the pool into a 招聘中 job, starting in a stage of its process
// (the first by default); then what became of each resume: 已加入, 已在该职位（阶段）or 未加入：原因.
// Used by the resume detail, the pool's selection bar, the upload drawer and the mailbox lists.
import { Alert, Button, Modal, Select } from 'antd';
import { EnterOutcome, Perm, type EnterResult, type JobRow } from '@bole/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { isApiError } from '../../api/errors';
import { usePermission } from '../../api/permission';
import { useEnterJob, useJobStages, useOpenJobs } from './api';
import { outcomeText } from './outcome-text';
import './enter-job.css';

/** A resume to enter; name may be '' when the caller does not have it (the answer names it). */
export type EnterJobResume = { id: number; name: string };

type Props = {
  resumes: readonly EnterJobResume[];
  open: boolean;
  onClose: () => void;
  /** After the server answered (some may have entered): the caller refreshes what it shows. */
  onEntered?: (results: EnterResult[]) => void;
};

const jobPlace = (job: JobRow) => [job.orgName, job.workPlace].filter(Boolean).join(' · ');

function Results({ results, names }: { results: EnterResult[]; names: ReadonlyMap<number, string> }) {
  const count = (o: EnterOutcome) => results.filter((r) => r.outcome === o).length;
  const summary = [
    [EnterOutcome.Entered, '已加入'],
    [EnterOutcome.Already, '已在该职位'],
    [EnterOutcome.Refused, '未加入'],
  ] as const;
  return (
    <>
      <p className="bole-enter-summary">
        {summary
          .filter(([o]) => count(o) > 0)
          .map(([o, label]) => `${label} ${count(o)} 份`)
          .join('，')}
      </p>
      <ul className="bole-enter-results" aria-label="加入结果">
        {results.map((r) => (
          <li key={r.resumeId} className={`bole-enter-result bole-enter-${r.outcome}`}>
            <span className="bole-enter-name">{r.resumeName ?? (names.get(r.resumeId) || `简历 #${r.resumeId}`)}</span>
            <span className="bole-enter-outcome">{outcomeText(r)}</span>
          </li>
        ))}
      </ul>
    </>
  );
}

export function EnterJobDialog({ resumes, open, onClose, onEntered }: Props) {
  const [keyword, setKeyword] = useState('');
  const [job, setJob] = useState<JobRow | null>(null);
  const [stageId, setStageId] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [results, setResults] = useState<EnterResult[] | null>(null);
  const jobs = useOpenJobs(keyword, open && results === null);
  const stages = useJobStages(job?.id ?? null);
  const enter = useEnterJob();
  const canSeeBoard = usePermission(Perm.ProcessView);
  const names = new Map(resumes.map((r) => [r.id, r.name]));
  const known = resumes.map((r) => r.name).filter(Boolean);

  // The stage shown: the one picked, else the first of the job's process.
  const stageList = stages.data ?? [];
  const stage = stageList.find((s) => s.id === stageId) ?? stageList[0] ?? null;
  // The chosen job stays an option while another keyword is typed.
  const listed = jobs.data?.list ?? [];
  const options = (job && !listed.some((j) => j.id === job.id) ? [job, ...listed] : listed).map((j) => ({ value: j.id, label: j.name, job: j }));

  const close = () => {
    setKeyword('');
    setJob(null);
    setStageId(null);
    setError(null);
    setResults(null);
    onClose();
  };

  const submit = () => {
    setError(null);
    if (!job) return setError('请选择职位');
    if (!stage) return setError(stages.isLoading ? '正在读取该职位的招聘阶段，请稍候' : '该职位的招聘流程没有启用的阶段，请在招聘流程设置中添加阶段');
    enter.mutate(
      { jobId: job.id, stageId: stage.id, resumeIds: resumes.map((r) => r.id) },
      {
        onSuccess: (answer) => {
          setResults(answer.results);
          onEntered?.(answer.results);
        },
        onError: (e) => setError(isApiError(e) ? e.message : '加入职位失败，请稍后重试'),
      },
    );
  };

  const who = resumes.length > 1 ? ` ${resumes.length} 份简历` : resumes[0]?.name ? `「${resumes[0].name}」` : '这份简历';
  const footer = results ? (
    <div className="bole-enter-footer">
      {canSeeBoard && job && results.some((r) => r.outcome !== EnterOutcome.Refused) && (
        <Link to={`/recruit/job?jobId=${job.id}`} onClick={close}>
          查看职位看板
        </Link>
      )}
      <Button type="primary" onClick={close}>
        完成
      </Button>
    </div>
  ) : (
    <div className="bole-enter-footer">
      <Button onClick={close}>取消</Button>
      <Button type="primary" loading={enter.isPending} onClick={submit}>
        加入职位
      </Button>
    </div>
  );

  return (
    <Modal open={open} title={results ? `加入职位「${job?.name ?? ''}」的结果` : `将${who}加入职位`} onCancel={close} footer={footer} width={560} destroyOnHidden>
      {results ? (
        <Results results={results} names={names} />
      ) : (
        <div className="bole-enter-form">
          <div className="bole-enter-field">
            <span className="bole-enter-label">职位</span>
            <Select<number>
              aria-label="职位"
              placeholder="搜索招聘中的职位"
              value={job?.id}
              options={options}
              showSearch={{ filterOption: false, onSearch: setKeyword }}
              loading={jobs.isFetching}
              notFoundContent={jobs.isLoading ? '正在加载职位…' : keyword ? '没有匹配的招聘中职位' : '没有招聘中的职位'}
              optionRender={(o) => (
                <div className="bole-enter-job">
                  <span>{o.data.job.name}</span>
                  <span className="bole-enter-sub">{jobPlace(o.data.job) || '未填写部门和地点'}</span>
                </div>
              )}
              onChange={(id) => {
                setJob(options.find((o) => o.value === id)?.job ?? null);
                setStageId(null);
                setError(null);
              }}
            />
            {job && jobPlace(job) && <span className="bole-enter-sub">{jobPlace(job)}</span>}
          </div>
          <div className="bole-enter-field">
            <span className="bole-enter-label">起始阶段</span>
            <Select<number>
              aria-label="起始阶段"
              placeholder={job ? '正在读取招聘阶段…' : '请先选择职位'}
              disabled={!job}
              value={stage?.id}
              loading={stages.isFetching}
              options={stageList.map((s, i) => ({ value: s.id, label: i === 0 ? `${s.name}（第一个阶段）` : s.name }))}
              onChange={setStageId}
            />
          </div>
          {resumes.length > 1 && (
            <p className="bole-enter-sub">
              {known.length > 0 && `已选：${known.slice(0, 5).join('、')}${resumes.length > 5 ? ` 等 ${resumes.length} 份` : ''}。`}
              已在该职位中的简历不会重复加入，结果会逐份列出。
            </p>
          )}
          {error && <Alert type="error" showIcon title={error} />}
        </div>
      )}
    </Modal>
  );
}
