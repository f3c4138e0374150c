// The side-by-side grid: items down, interviewers across, the lead named, those still owing their
// evaluation greyed out, and nothing of the others for an interviewer who has not submitted.
import { render, screen, within } from '@testing-library/react';
import { DEFAULT_EVALUATION_TEMPLATE, type EvaluationView, type InterviewEvaluations } from '@bole/domain';
import { describe, expect, it } from 'vitest';
import { EvaluationGrid } from './InterviewEvaluations';

const evaluation = (accountId: number, name: string, isLead: boolean, answers: EvaluationView['answers'], scorePercent: number): EvaluationView => ({
  id: accountId,
  accountId,
  accountName: name,
  isLead,
  templateId: 1,
  answers,
  recommendation: typeof answers.recommendation === 'number' ? answers.recommendation : null,
  scorePercent,
  comment: null,
  submitted: true,
  submittedAt: '2026-11-28T06:30:00.000Z',
  updatedAt: '2026-11-28T06:30:00.000Z',
});

const data: InterviewEvaluations = {
  interviewId: 9,
  candidateName: '陈思远',
  jobName: 'Java开发工程师',
  roundName: '初试',
  startAt: '2026-11-28T06:00:00.000Z',
  result: 6,
  cancelled: false,
  template: { id: 1, ...DEFAULT_EVALUATION_TEMPLATE, isDefault: true, enabled: true, used: 2, updatedAt: '2026-11-01T00:00:00.000Z' },
  interviewers: [
    { id: 1, name: '王建国', isLead: true, submitted: true },
    { id: 2, name: '李小萌', isLead: false, submitted: true },
    { id: 3, name: '张伟', isLead: false, submitted: false },
  ],
  mine: null,
  evaluations: [
    evaluation(1, '王建国', true, { skill: 5, communication: 4, logic: 4, attitude: 5, recommendation: 1, summary: '推荐进入复试' }, 90),
    evaluation(2, '李小萌', false, { skill: 3, communication: 4, logic: 3, attitude: 4, recommendation: 3 }, 70),
  ],
  othersHidden: false,
  canEvaluate: false,
  canSetResult: false,
  canRemind: true,
};

describe('EvaluationGrid', () => {
  it('puts each interviewer in a column and each item in a row', () => {
    render(<EvaluationGrid data={data} />);
    const table = screen.getByRole('table');
    const headers = within(table).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['评价项', '王建国（主面试官）', '李小萌', '张伟']);
    const row = (title: string) => within(table).getByRole('rowheader', { name: title }).closest('tr')!;
    expect(within(row('专业能力')).getAllByRole('cell').map((c) => c.textContent)).toEqual(['5/5', '3/5', '未提交']);
    expect(within(row('推荐意见')).getAllByRole('cell').map((c) => c.textContent)).toEqual(['强烈推荐', '待定', '未提交']);
    expect(within(row('综合评语')).getAllByRole('cell').map((c) => c.textContent)).toEqual(['推荐进入复试', '未填写', '未提交']);
    expect(within(row('综合得分')).getAllByRole('cell').map((c) => c.textContent)).toEqual(['90分', '70分', '未提交']);
    expect(screen.getByText(/面试结果：通过 · 已评价 2\/3/)).toBeTruthy();
  });

  it('shows an interviewer who has not submitted nothing of the others', () => {
    render(<EvaluationGrid data={{ ...data, evaluations: [], othersHidden: true }} />);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('提交您自己的评价后，才能查看其他面试官的评分。')).toBeTruthy();
  });
});
