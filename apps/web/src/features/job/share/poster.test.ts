// The poster's text wrapping and the facts it shows of a job.
import { describe, expect, it } from 'vitest';
import { jobRow } from '../test-utils';
import { factLines, wrapText } from './poster';
import { jobPortalUrl, posterFactsOf } from './poster-facts';

const measure = (text: string) => [...text].length * 10;

describe('招聘海报', () => {
  it('wraps a long job name and cuts what does not fit with …', () => {
    expect(wrapText(measure, '高级Java开发工程师', 60, 2)).toEqual(['高级Java', '开发工程师']);
    expect(wrapText(measure, '资深前端架构师（可视化方向）', 50, 2)).toEqual(['资深前端架', '构师（可…']);
    expect(wrapText(measure, '', 50, 2)).toEqual([]);
  });

  it('keeps each fact whole when the facts take two lines', () => {
    expect(factLines(measure, ['杭州', '全职', '招聘3人'], 120)).toEqual(['杭州  ·  全职', '招聘3人']);
  });

  it('points at the job on the careers portal and lists its salary and facts', () => {
    expect(jobPortalUrl('https://bole.example.cn/portal/yunqi/', 11)).toBe('https://bole.example.cn/portal/yunqi/jobs/11');
    const facts = posterFactsOf(jobRow({ orgName: '杭州云栖科技有限公司' }), '杭州云栖科技有限公司');
    expect(facts.facts).not.toContain('杭州云栖科技有限公司');
    expect(facts).toMatchObject({ companyName: '杭州云栖科技有限公司', jobName: '高级Java开发工程师', salary: '2.5万-4万/月' });
    expect(facts.facts.at(-1)).toMatch(/^招聘/);
  });
});
