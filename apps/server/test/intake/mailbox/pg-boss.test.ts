// The receive runs as production runs them: pg-boss queues in the test database. A queued
// run survives a restart of the job runner; the schedule is stored once in Asia/Shanghai
// time and queues a run of each enabled IMAP mailbox, which collects its mails.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/app';
import { startPgBossJobs } from '../../../src/platform/jobs/pg-boss';
import type { Jobs } from '../../../src/platform/jobs/jobs';
import { call } from '../../helpers';
import { setup, type Setup } from '../../resumes/fixtures';
import { startDovecot, type Dovecot } from './dovecot';
import { addMailbox, mailboxRow, mailsOf, waitFor } from './helpers';
import { MAILS } from './mails';

let s: Setup;
let imap: Dovecot;
const log = { info: () => {}, error: (m: string) => console.error(m) };

beforeAll(async () => {
  s = await setup();
  imap = await startDovecot();
});
afterAll(async () => imap?.dispose());

describe('jobs on pg-boss', () => {
  it('keeps a job queued while no process runs it, and runs it once one starts again', async () => {
    const first = await startPgBossJobs(s.ctx.owner.pool, log);
    await first.send('bole-restart-check', { resumeCount: 3 }, { key: 'only-one' });
    // The same key while one waits: not queued twice.
    await first.send('bole-restart-check', { resumeCount: 4 }, { key: 'only-one' });
    await first.stop();

    const second = await startPgBossJobs(s.ctx.owner.pool, log);
    const seen: unknown[] = [];
    await second.work<{ resumeCount: number }>('bole-restart-check', async (data) => {
      seen.push(data);
    });
    await waitFor(async () => seen.length > 0);
    await new Promise((r) => setTimeout(r, 2500));
    await second.stop();
    expect(seen).toEqual([{ resumeCount: 3 }]);
  });

  describe('mailbox collection', () => {
    let app: FastifyInstance;
    let jobs: Jobs;

    beforeAll(async () => {
      jobs = await startPgBossJobs(s.ctx.owner.pool, log);
      app = await buildApp({ config: s.ctx.app.deps.config, database: s.ctx.database, jobs });
      await app.ready();
    });
    afterAll(async () => app?.close());

    it('stores the 5-minute schedule once, in Asia/Shanghai time', async () => {
      const { rows } = await s.ctx.owner.pool.query<{ cron: string; timezone: string }>("select cron, timezone from pgboss.schedule where name = 'mailbox-schedule'");
      expect(rows).toEqual([{ cron: '*/5 * * * *', timezone: 'Asia/Shanghai' }]);
    });

    it('立即收取 and the schedule collect through the queue', async () => {
      const api = (session: Parameters<typeof call>[1], opts: Parameters<typeof call>[2]) => call(app, session, opts);
      const first = await imap.addUser('boss-now');
      first.deliver(MAILS.zhaoDocx.raw());
      const now = await addMailbox(api, s.a, imap, first);
      expect((await api(s.a, { method: 'POST', url: `/api/mailtake/mailboxes/${now.id}/receive` })).statusCode).toBe(200);
      await waitFor(async () => (await mailboxRow(api, s.a, now.id)).processedCount === 1);

      // What the cron does every 5 minutes: one run per enabled IMAP mailbox, of every company.
      const second = await imap.addUser('boss-schedule');
      second.deliver(MAILS.sun51job.raw());
      const scheduled = await addMailbox(api, s.b, imap, second);
      first.deliver(MAILS.ouyangBoss.raw());
      await jobs.send('mailbox-schedule', {});
      await waitFor(async () => (await mailboxRow(api, s.b, scheduled.id)).processedCount === 1 && (await mailboxRow(api, s.a, now.id)).processedCount === 2);
      expect((await mailsOf(api, s.b, 'processed')).list.map((m) => m.resumeName)).toEqual(['孙浩然']);
      const { rows } = await s.ctx.owner.pool.query<{ n: number }>("select count(*)::int as n from pgboss.job where name = 'mailbox-receive' and state = 'completed'");
      expect(rows[0]!.n).toBeGreaterThanOrEqual(3);
    });
  });
});
