// Issue 12 item 5: the careers portal's job page shows what the job asks of candidates (任职要求):
// 学历、工作经验、年龄、语言 when the job sets them, then the job's own requirements text.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../src/modules/company/tables';
import type { TestContext } from '../helpers';
import { createJob, okData, setup } from '../jobs/fixtures';

let ctx: TestContext;
let slug: string;
let asking: number;
let plain: number;

/** The text of the 任职要求 block, tags removed; '' when the page has none. */
function requirementsText(body: string): string {
  const block = /<section class="card" aria-labelledby="req-title">([\s\S]*?)<\/section>/.exec(body)?.[1] ?? '';
  return block.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();
}

beforeAll(async () => {
  const s = await setup();
  ctx = s.ctx;
  slug = (await ctx.database.db.select({ slug: companies.slug }).from(companies).where(eq(companies.id, s.a.companyId)))[0]!.slug;
  asking = await createJob(s.api, s.a, {
    name: '海外产品经理',
    workPlace: '深圳市南山区',
    describe: '负责东南亚市场的电商产品规划',
    demand: '1. 有跨境电商产品经验；\n2. 能与海外团队顺畅沟通。',
    eduRequire: 3,
    eduUnifiedFlag: 1,
    edu985211Flag: 1,
    workYear: 3,
    minAge: 22,
    maxAge: 35,
    languageRequire: '英语CET-6，可作为工作语言',
  });
  plain = await createJob(s.api, s.a, { name: '行政助理', workPlace: '深圳市福田区', describe: '负责前台接待与办公用品管理' });
});

describe('portal job page requirements', () => {
  it('shows 学历、工作经验、年龄、语言 and the requirements text under 任职要求', async () => {
    const page = await ctx.app.inject({ url: `/portal/${slug}/jobs/${asking}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h2 id="req-title">任职要求</h2>');
    expect(requirementsText(page.body)).toBe(
      '任职要求 学历 本科及以上（统招，985/211院校） 工作经验 3年以上 年龄 22-35岁 语言 英语CET-6，可作为工作语言 1. 有跨境电商产品经验； 2. 能与海外团队顺畅沟通。',
    );
    // The description stays its own block, before the requirements.
    expect(page.body.indexOf('负责东南亚市场的电商产品规划')).toBeLessThan(page.body.indexOf('任职要求</h2>'));
  });

  it('answers the same requirements in the JSON API', async () => {
    const job = okData<{ requirements: { label: string; value: string }[]; demand: string | null }>(await ctx.app.inject({ url: `/api/portal/${slug}/jobs/${asking}` }));
    expect(job.requirements.map((r) => r.label)).toEqual(['学历', '工作经验', '年龄', '语言']);
    expect(job.demand).toContain('跨境电商');
  });

  it('leaves the block out for a job that asks nothing', async () => {
    const page = await ctx.app.inject({ url: `/portal/${slug}/jobs/${plain}` });
    expect(page.statusCode).toBe(200);
    expect(requirementsText(page.body)).toBe('');
    expect(page.body).not.toContain('任职要求');
  });
});
