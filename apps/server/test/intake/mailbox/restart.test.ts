// Restart safety of mailbox collection: a run cut short at the worst moments (after a mail
// was fetched but before it was recorded; after its resume was stored but before the mail
// was marked) neither loses nor duplicates a mail; a mail that keeps breaking waits for
// 重新处理; a rebuilt folder (new UIDVALIDITY) imports nothing twice.
import { MailboxReceiveState, StorageResult } from '@bole/domain';
import { eq, sql } from 'drizzle-orm';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { receiveMailbox } from '../../../src/modules/intake/mailbox/receive';
import { mailboxes, mailboxMails } from '../../../src/modules/intake/mailbox/tables';
import { resumes } from '../../../src/modules/resumes/tables';
import { expectFailure, okData, setup, type Setup } from '../../resumes/fixtures';
import { startDovecot, type Dovecot } from './dovecot';
import { addMailbox, mailboxRow, mailsOf, never, receiveDeps } from './helpers';
import { MAILS } from './mails';

let s: Setup;
let imap: Dovecot;

beforeAll(async () => {
  s = await setup();
  imap = await startDovecot();
});
afterAll(async () => imap?.dispose());
afterEach(async () => {
  await owner().execute(sql.raw('drop trigger if exists h8_crash on mailbox_mails; drop function if exists h8_crash(); drop sequence if exists h8_crash_seq'));
});

const run = (companyId: number, id: number) => receiveMailbox(receiveDeps(s.ctx), companyId, id, never);
const db = () => s.ctx.database.db;
// Triggers are the tables' owner's to make; the app's role may not.
const owner = () => s.ctx.owner.db;

/** A database failure at one statement, standing in for the process dying at that moment. */
async function crashWhen(timing: 'before insert' | 'before update', condition: string) {
  await owner().execute(
    sql.raw(`create sequence h8_crash_seq;
      create function h8_crash() returns trigger language plpgsql security definer as $$
      begin
        if ${condition} and nextval('h8_crash_seq') = 1 then raise exception 'simulated crash'; end if;
        return new;
      end $$;
      create trigger h8_crash ${timing} on mailbox_mails for each row execute function h8_crash();`),
  );
}

async function resumeNames(companyId: number): Promise<string[]> {
  const rows = await db().select({ name: resumes.name }).from(resumes).where(eq(resumes.companyId, companyId));
  return rows.map((r) => r.name).sort();
}

describe('a receive run cut short', () => {
  it('between fetching a mail and recording it: the next run fetches it again, nothing twice, nothing skipped', async () => {
    const box = await imap.addUser('crash-fetch');
    for (const key of ['zhaoDocx', 'sun51job', 'ouyangBoss'] as const) box.deliver(MAILS[key].raw());
    const mailbox = await addMailbox(s.api, s.a, imap, box);
    await crashWhen('before insert', 'new.uid = 2');

    await expect(run(s.a.companyId, mailbox.id)).rejects.toMatchObject({ cause: expect.objectContaining({ message: 'simulated crash' }) });
    const [after] = await db().select().from(mailboxes).where(eq(mailboxes.id, mailbox.id));
    // The first mail and the UID past it committed together; the second left no trace.
    expect(after!.lastUid).toBe(1);
    expect((await db().select().from(mailboxMails).where(eq(mailboxMails.mailboxId, mailbox.id))).map((m) => m.uid)).toEqual([1]);
    expect((await mailboxRow(s.api, s.a, mailbox.id)).lastError).toContain('收取时出错');

    // As after a restart: a new run with nothing but what the database and the files hold.
    expect(await run(s.a.companyId, mailbox.id)).toMatchObject({ receiveState: MailboxReceiveState.Ok, fetched: 2, processed: 3 });
    const recorded = await db().select().from(mailboxMails).where(eq(mailboxMails.mailboxId, mailbox.id));
    expect(recorded.map((m) => m.uid).sort()).toEqual([1, 2, 3]);
    expect(recorded.every((m) => m.storageResult === StorageResult.Stored)).toBe(true);
    expect(await resumeNames(s.a.companyId)).toEqual(['孙浩然', '欧阳明轩', '赵子轩'].sort());

    // A third run finds nothing new.
    expect(await run(s.a.companyId, mailbox.id)).toMatchObject({ fetched: 0, processed: 0 });
  });

  it('between storing the resume and marking the mail: both roll back, the mail waits and is stored once', async () => {
    const box = await imap.addUser('crash-store');
    box.deliver(MAILS.liufangLiepin.raw());
    const mailbox = await addMailbox(s.api, s.b, imap, box);
    await crashWhen('before update', `new.state = 'processed' and old.state = 'waiting'`);

    expect(await run(s.b.companyId, mailbox.id)).toMatchObject({ fetched: 1, processed: 1 });
    expect(await resumeNames(s.b.companyId)).toEqual([]);
    const [waiting] = (await mailsOf(s.api, s.b, 'waiting')).list;
    expect(waiting).toMatchObject({ state: 'waiting', attempts: 1, storageResult: null, channel: 3 });
    expect(waiting!.reason).toContain('处理时出错');

    expect(await run(s.b.companyId, mailbox.id)).toMatchObject({ fetched: 0, processed: 1 });
    expect(await resumeNames(s.b.companyId)).toEqual(['刘芳']);
    expect((await mailsOf(s.api, s.b, 'processed')).list).toEqual([expect.objectContaining({ storageResult: StorageResult.Stored, resumeName: '刘芳' })]);
    expect((await mailsOf(s.api, s.b, 'waiting')).total).toBe(0);
  });

  it('a mail that keeps breaking stops being tried after 3 attempts and waits for 重新处理', async () => {
    const box = await imap.addUser('lost-source');
    box.deliver(MAILS.ouyangBoss.raw());
    const mailbox = await addMailbox(s.api, s.b, imap, box);
    // The first run records the mail; its processing breaks because its source file went missing.
    await crashWhen('before update', `new.state = 'processed'`);
    await run(s.b.companyId, mailbox.id);
    const [mail] = await db().select().from(mailboxMails).where(eq(mailboxMails.mailboxId, mailbox.id));
    const sourceFile = path.join(s.ctx.app.deps.config.filesDir, mail!.sourceKey!);
    const source = await readFile(sourceFile);
    await rm(sourceFile);
    await run(s.b.companyId, mailbox.id);
    await run(s.b.companyId, mailbox.id);
    expect(await run(s.b.companyId, mailbox.id)).toMatchObject({ processed: 0 });
    const [waiting] = (await mailsOf(s.api, s.b, 'waiting', `&mailboxId=${mailbox.id}`)).list;
    expect(waiting).toMatchObject({ attempts: 3, reason: '邮件原文文件丢失，无法读取', channel: 6, jobName: '高级产品经理' });

    // The file is back (a restored backup): 重新处理 stores the resume at once.
    await s.ctx.app.deps.files.put(source);
    const retried = okData<{ state: string; storageResult: number; resumeName: string }>(await s.api(s.b, { method: 'POST', url: `/api/mailtake/mails/${waiting!.id}/retry` }));
    expect(retried).toMatchObject({ state: 'processed', storageResult: StorageResult.Stored, resumeName: '欧阳明轩' });
    // A mail whose resume is in the pool is not processed again.
    expectFailure(await s.api(s.b, { method: 'POST', url: `/api/mailtake/mails/${waiting!.id}/retry` }), 409, '31106');
  });

  it('重新处理 of a failed mail tries it again and answers its new result', async () => {
    const box = await imap.addUser('retry-failed');
    box.deliver(MAILS.corruptPdf.raw());
    const mailbox = await addMailbox(s.api, s.b, imap, box);
    await run(s.b.companyId, mailbox.id);
    const [failed] = (await mailsOf(s.api, s.b, 'processed', `&mailboxId=${mailbox.id}`)).list;
    expect(failed).toMatchObject({ storageResult: StorageResult.Failed });
    const again = okData<{ id: number; state: string; storageResult: number; reason: string }>(await s.api(s.b, { method: 'POST', url: `/api/mailtake/mails/${failed!.id}/retry` }));
    expect(again).toMatchObject({ id: failed!.id, state: 'processed', storageResult: StorageResult.Failed, reason: failed!.reason });
  });

  it('a rebuilt folder (new UIDVALIDITY, every mail a new UID) imports nothing twice and still takes the new mail', async () => {
    const box = await imap.addUser('rebuilt');
    box.deliver(MAILS.zhaoDocx.raw());
    box.deliver(MAILS.sun51job.raw());
    const mailbox = await addMailbox(s.api, s.a, imap, box);
    await run(s.a.companyId, mailbox.id);
    const [before] = await db().select().from(mailboxes).where(eq(mailboxes.id, mailbox.id));

    box.rebuildUids();
    box.deliver(MAILS.liufangLiepin.raw());
    expect(await run(s.a.companyId, mailbox.id)).toMatchObject({ fetched: 1, processed: 1 });
    const [after] = await db().select().from(mailboxes).where(eq(mailboxes.id, mailbox.id));
    expect(after!.uidValidity).not.toBe(before!.uidValidity);
    const mails = await db().select().from(mailboxMails).where(eq(mailboxMails.mailboxId, mailbox.id));
    expect(mails).toHaveLength(3);
    expect(mails.find((m) => m.subject.includes('刘芳'))).toMatchObject({ uidValidity: after!.uidValidity, storageResult: StorageResult.Stored });
  });
});
