// Issue 11 item 13 (defence in depth): the routes without a login (the helper's capture, a
// shared resume, the candidate's feedback link, the careers portal) stayed in the system
// database scope, where row-level security lets every company's rows through. Each now
// narrows the request to the company its key, token or address names as soon as it is known,
// and still works end to end. narrowScope is wrapped so the test sees which company it was
// given; the wrapper calls the real one, so the flows run under the narrowed scope.
import { HELPER_KEY_HEADER } from '@bole/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { companies } from '../../src/modules/company/tables';
import type * as Scope from '../../src/platform/db/scope';
import { createResume } from '../resumes/fixtures';
import { apply, okData, world, type World } from '../screening/fixtures';

const narrowed = vi.hoisted(() => [] as number[]);
vi.mock('../../src/platform/db/scope', async (importOriginal) => {
  const real = await importOriginal<typeof Scope>();
  return {
    ...real,
    narrowScope: (companyId: number) => {
      narrowed.push(companyId);
      real.narrowScope(companyId);
    },
  };
});

let w: World;
beforeAll(async () => {
  w = await world();
});
beforeEach(() => {
  narrowed.length = 0;
});

/** The companies the anonymous request `send` narrowed to. */
async function narrowedBy<T>(send: () => Promise<T>): Promise<{ result: T; companies: number[] }> {
  narrowed.length = 0;
  const result = await send();
  return { result, companies: [...new Set(narrowed)] };
}

describe('public routes narrow to the company they name, and still work', () => {
  it('the helper capture stores the page in the key owner\'s company', async () => {
    const { key } = okData<{ key: string }>(await w.api(w.a, { method: 'POST', url: '/api/helper/keys', payload: { name: '招聘电脑' } }));
    const html = '<html><head><title>郑宇航的简历</title></head><body><h1>郑宇航</h1><div>手机：13700137001</div><div>邮箱：zhengyh@example.com</div></body></html>';
    const { result, companies: seen } = await narrowedBy(() =>
      w.ctx.app.inject({ method: 'POST', url: '/api/helper/capture', headers: { [HELPER_KEY_HEADER]: key }, payload: { url: 'https://ehire.51job.com/resume/1', title: '郑宇航的简历', html } }),
    );
    const captured = okData<{ id: number; name: string }>(result);
    expect(captured.name).toBe('郑宇航');
    expect(seen).toEqual([w.a.companyId]);
    expect(okData<{ name: string }>(await w.api(w.a, { method: 'GET', url: `/api/resumes/${captured.id}` })).name).toBe('郑宇航');
  });

  it('a shared resume opens', async () => {
    const resume = await createResume(w.api, w.a, { name: '韩雪' });
    const link = okData<{ token: string }>(await w.api(w.a, { method: 'POST', url: `/api/resumes/${resume.id}/shares`, payload: { days: 7 } }));
    const { result, companies: seen } = await narrowedBy(() => w.api(null, { method: 'GET', url: `/api/out/resumes/${link.token}` }));
    expect(okData<{ resume: { name: string } }>(result).resume.name).toBe('韩雪');
    expect(seen).toEqual([w.a.companyId]);
  });

  it('a candidate feedback link opens and takes its answer', async () => {
    const appId = await apply(w, w.a, w.jobId, '秦朗');
    const link = okData<{ token: string }>(await w.api(w.hr, { method: 'POST', url: `/api/applications/${appId}/feedback-links`, payload: { kind: 'offer', days: 7 } }));
    const opened = await narrowedBy(() => w.api(null, { method: 'GET', url: `/api/out/feedback/${link.token}` }));
    expect(okData<{ candidateName: string }>(opened.result).candidateName).toBe('秦朗');
    expect(opened.companies).toEqual([w.a.companyId]);
    const answered = await narrowedBy(() => w.api(null, { method: 'POST', url: `/api/out/feedback/${link.token}`, payload: { answer: 'accept' } }));
    expect(okData<{ status: string; answer: string }>(answered.result)).toMatchObject({ status: 'answered', answer: 'accept' });
    expect(answered.companies).toEqual([w.a.companyId]);
  });

  it('the careers portal lists, shows and takes an application', async () => {
    const [{ slug }] = (await w.ctx.database.db.select({ slug: companies.slug }).from(companies).where(eq(companies.id, w.a.companyId))) as [{ slug: string }];
    const listed = await narrowedBy(() => w.ctx.app.inject({ url: `/api/portal/${slug}/jobs` }));
    expect(okData<{ list: { id: number }[] }>(listed.result).list.map((j) => j.id)).toContain(w.jobId);
    expect(listed.companies).toEqual([w.a.companyId]);
    const shown = await narrowedBy(() => w.ctx.app.inject({ url: `/api/portal/${slug}/jobs/${w.jobId}` }));
    expect(okData<{ name: string }>(shown.result).name).toBe('Java开发工程师');
    expect(shown.companies).toEqual([w.a.companyId]);
    const payload = { name: '许嘉禾', mobile: '13700137002', email: 'xujh@example.com', consent: true };
    const applied = await narrowedBy(() => w.ctx.app.inject({ method: 'POST', url: `/api/portal/${slug}/jobs/${w.jobId}/apply`, payload }));
    expect(okData<{ created: boolean; jobId: number }>(applied.result)).toMatchObject({ created: true, jobId: w.jobId });
    expect(applied.companies).toEqual([w.a.companyId]);
  });
});
