// What a mail says about itself: the channel it came through (a job board's notification,
// or a person writing in) and the job it applies for, from sender, subject and body.
import { ResumeSourceChannel } from '@bole/domain';

type Board = { channel: ResumeSourceChannel; domains: readonly string[]; names: RegExp };

// Sender domains and the names the boards sign their mails with.
const BOARDS: readonly Board[] = [
  { channel: ResumeSourceChannel.Job51, domains: ['51job.com'], names: /51job|前程无忧/i },
  { channel: ResumeSourceChannel.Zhaopin, domains: ['zhaopin.com', 'zhaopin.cn'], names: /zhaopin|智联招聘/i },
  { channel: ResumeSourceChannel.Liepin, domains: ['liepin.com', 'lietou.com'], names: /liepin|猎聘/i },
  { channel: ResumeSourceChannel.Boss, domains: ['zhipin.com'], names: /boss\s*直聘|zhipin/i },
  { channel: ResumeSourceChannel.Lagou, domains: ['lagou.com'], names: /拉勾|lagou/i },
  { channel: ResumeSourceChannel.Job58, domains: ['58.com', 'ganji.com'], names: /58同城|赶集网/ },
];

export type MailFacts = { fromAddress: string | null; fromName: string | null; subject: string; body: string };

const domainOf = (address: string | null) => address?.split('@')[1]?.toLowerCase() ?? '';
const underDomain = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const linksTo = (body: string, domain: string) => new RegExp(`(^|[^a-z0-9.-])([a-z0-9-]+\\.)*${escape(domain)}\\b`, 'i').test(body);

/**
 * The channel of a mail: the job board whose domain sent it, whose name signs the sender or
 * the subject, or whose site the body links to; otherwise a person applying directly (9999).
 */
export function channelOf(mail: MailFacts): ResumeSourceChannel {
  const host = domainOf(mail.fromAddress);
  const bySender = BOARDS.find((b) => b.domains.some((d) => underDomain(host, d)));
  if (bySender) return bySender.channel;
  const signed = `${mail.fromName ?? ''} ${mail.subject}`;
  const byName = BOARDS.find((b) => b.names.test(signed));
  if (byName) return byName.channel;
  const byLink = BOARDS.find((b) => b.domains.some((d) => linksTo(mail.body, d)));
  return byLink?.channel ?? ResumeSourceChannel.SelfApplied;
}

const JOB_MAX = 50;
// 应聘 / 申请贵公司 / 投递 / 求职, then separators before the job (张三-应聘-产品经理, 【应聘】UI设计师).
const APPLY = /(?:应聘|申请|投递|求职)(?:贵公司|贵司)?(?:的)?(?:职位|岗位)?[\s:：】\]」』>\-－—_|｜]*/;
// The job ends at the next separator: a city or the name follows it.
const JOB_END = /[\s\-－—_|｜,，;；、（(【[「《<】\]》>/]/;
const JOB_TAIL = /(?:职位|岗位|一职|的简历|简历)$/;
const BODY_JOB = /(?:应聘|申请|投递)(?:职位|岗位)\s*[:：]\s*([^\n]+)/;

function jobAt(text: string): string | null {
  const cut = text.replace(/^[【「《[(（]+/, '').split(JOB_END)[0] ?? '';
  const job = cut.replace(JOB_TAIL, '').trim();
  return job.length > 0 && job.length <= JOB_MAX ? job : null;
}

/** The job a mail applies for, as the subject (else the body: 应聘职位：…) names it; null when it names none. */
export function appliedJobOf(subject: string, body: string): string | null {
  const inSubject = APPLY.exec(subject);
  if (inSubject) {
    const job = jobAt(subject.slice(inSubject.index + inSubject[0].length));
    if (job) return job;
  }
  const inBody = BODY_JOB.exec(body);
  return inBody ? jobAt(inBody[1]!.trim()) : null;
}
