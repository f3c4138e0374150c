// 筛选结果 on the resume detail: the match score with each criterion's points and reason when the
// resume is opened from a job, the filter rules that fired, and nothing when neither applies.
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ResumeMatch, ResumeScreening } from '@bole/domain';
import { resetSessionStoreForTests } from '../../../lib/session';
import { hrInfo, mockApi, renderPage } from '../test-utils';
import { ScreeningSection } from './ScreeningSection';

const screening = (over: Partial<ResumeScreening>): ResumeScreening => ({
  id: 1,
  ruleId: 3,
  ruleName: '学历本科及以上',
  action: 'eliminate',
  trigger: 'miss',
  reasons: ['学历大专，低于本科及以上'],
  jobId: null,
  jobName: null,
  outcome: '简历标记为已淘汰',
  createdAt: '2026-11-24T02:00:00.000Z',
  ...over,
});
const MATCH: ResumeMatch = {
  resumeId: 7,
  jobId: 5,
  jobName: 'Java后端工程师',
  ruleId: 2,
  ruleName: 'Java后端研发',
  score: 86,
  items: [
    { key: 'education', label: '学历', points: 20, maxPoints: 20, reason: '本科，满足职位要求本科' },
    { key: 'keywords', label: '技能关键词', points: 12.5, maxPoints: 25, reason: '2/4个关键词：包含Java、MySQL；缺少Kafka、Go' },
  ],
};

beforeEach(() => resetSessionStoreForTests());
afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('筛选结果', { timeout: 20_000 }, () => {
  it('shows the match score to the job with the points and reason of each criterion', async () => {
    mockApi({ 'GET /api/resumes/7/screenings': () => [], 'GET /api/resumes/7/match': () => MATCH }, hrInfo());
    renderPage(<ScreeningSection resumeId={7} jobId={5} />);
    expect(await screen.findByLabelText('匹配分86分')).toBeTruthy();
    const items = within(screen.getByRole('list', { name: '各项得分' }));
    expect(items.getByText('12.5/25')).toBeTruthy();
    expect(items.getByText('2/4个关键词：包含Java、MySQL；缺少Kafka、Go')).toBeTruthy();
    expect(screen.getByText('没有触发任何筛选规则')).toBeTruthy();
  });

  it('tells an elimination at intake and lists every rule that fired with its reasons', async () => {
    const flagged = screening({ id: 2, ruleName: '名校标记', action: 'flag', trigger: 'match', reasons: ['毕业于211院校'], outcome: '打上标签「名校毕业」', jobId: 5, jobName: '行政专员' });
    mockApi({ 'GET /api/resumes/7/screenings': () => [screening({}), flagged] }, hrInfo());
    renderPage(<ScreeningSection resumeId={7} jobId={null} />);
    expect(await screen.findByText('入库时被筛选规则「学历本科及以上」标记为已淘汰，简历仍保留在人才库中。')).toBeTruthy();
    const fired = within(screen.getByRole('list', { name: '触发的筛选规则' }));
    expect(fired.getAllByRole('listitem')).toHaveLength(2);
    expect(fired.getByText(/原因：学历大专，低于本科及以上/)).toBeTruthy();
    expect(fired.getByText('（投递职位「行政专员」时）')).toBeTruthy();
  });

  it('stays out of the way when no rule fired and no job is in view', async () => {
    const calls = mockApi({ 'GET /api/resumes/7/screenings': () => [] }, hrInfo());
    renderPage(<ScreeningSection resumeId={7} jobId={null} />);
    await vi.waitFor(() => expect(calls.some((c) => c.path === '/api/resumes/7/screenings')).toBe(true));
    expect(screen.queryByText('筛选结果')).toBeNull();
  });
});
