// Shared steps of the mailbox tests: a mailbox on the test dovecot, a receive run as the
// job runs it, and waiting for queued work.
import type { MailboxRow, MailRow } from '@bole/domain';
import { expect } from 'vitest';
import { parseResumeFile } from '../../../src/modules/intake/parser';
import type { ReceiveDeps } from '../../../src/modules/intake/mailbox/receive';
import { okData, type Api } from '../../company/fixtures';
import type { Session, TestContext } from '../../helpers';
import type { Dovecot, TestMailbox } from './dovecot';

/** The body that adds a mailbox of the test server ('other' preset: the user types server and port). */
export function mailboxBody(imap: Pick<Dovecot, 'host' | 'port'>, box: Pick<TestMailbox, 'user' | 'password'>, overrides: Record<string, unknown> = {}) {
  return { preset: 'other', protocol: 3, server: imap.host, port: imap.port, ssl: false, account: box.user, password: box.password, folder: 'INBOX', enabled: true, ...overrides };
}

export async function addMailbox(api: Api, session: Session, imap: Pick<Dovecot, 'host' | 'port'>, box: Pick<TestMailbox, 'user' | 'password'>, overrides: Record<string, unknown> = {}) {
  return okData<MailboxRow>(await api(session, { method: 'POST', url: '/api/mailtake/mailboxes', payload: mailboxBody(imap, box, overrides) }));
}

/** What a receive run uses, parsing in this thread. */
export function receiveDeps(ctx: TestContext): ReceiveDeps {
  const { secretKey, mailAllowPrivateHosts } = ctx.app.deps.config;
  return { db: ctx.database.db, files: ctx.app.deps.files, parse: parseResumeFile, secretKey, mailTargets: { allowPrivateHosts: mailAllowPrivateHosts } };
}

export const never = new AbortController().signal;

export async function mailboxRow(api: Api, session: Session, id: number): Promise<MailboxRow> {
  const rows = okData<MailboxRow[]>(await api(session, { method: 'GET', url: '/api/mailtake/mailboxes' }));
  const row = rows.find((r) => r.id === id);
  expect(row, `mailbox ${id}`).toBeDefined();
  return row!;
}

export async function mailsOf(api: Api, session: Session, state: 'waiting' | 'processed', query = ''): Promise<{ list: MailRow[]; total: number }> {
  return okData(await api(session, { method: 'GET', url: `/api/mailtake/mails/${state}?pageSize=100${query}` }));
}

/** Waits until `check` answers true (queued jobs run in the background). */
export async function waitFor(check: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 200));
  }
}
