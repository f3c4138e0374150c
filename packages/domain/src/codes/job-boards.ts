// The job boards the resume helper (简历助手) captures resume pages from: their channel code,
// the slug of their help page (/more/{slug}help) and the hosts their recruiter sites live on.
import { ResumeSourceChannel } from './intake';

export type JobBoard = {
  channel: ResumeSourceChannel;
  /** The {product} of /more/{product}help/. */
  slug: string;
  name: string;
  /** Registrable domains; any subdomain of one belongs to the board. */
  domains: readonly string[];
  /** Where recruiters open candidates' resumes, as the guide names it. */
  recruiterSite: string;
};

export const JOB_BOARDS: readonly JobBoard[] = [
  { channel: ResumeSourceChannel.Job51, slug: '51job', name: '前程无忧(51job)', domains: ['51job.com'], recruiterSite: 'ehire.51job.com' },
  { channel: ResumeSourceChannel.Zhaopin, slug: 'zhaopin', name: '智联招聘', domains: ['zhaopin.com', 'zhaopin.cn'], recruiterSite: 'rd6.zhaopin.com' },
  { channel: ResumeSourceChannel.Liepin, slug: 'liepin', name: '猎聘', domains: ['liepin.com', 'lietou.com'], recruiterSite: 'lpt.liepin.com' },
  { channel: ResumeSourceChannel.Boss, slug: 'boss', name: 'BOSS直聘', domains: ['zhipin.com'], recruiterSite: 'www.zhipin.com' },
  { channel: ResumeSourceChannel.Lagou, slug: 'lagou', name: '拉勾', domains: ['lagou.com'], recruiterSite: 'easy.lagou.com' },
  { channel: ResumeSourceChannel.Job58, slug: '58', name: '58同城', domains: ['58.com', 'ganji.com'], recruiterSite: 'employer.58.com' },
];

/** The channel codes of the job boards, in display order. */
export const JOB_BOARD_CHANNELS: readonly ResumeSourceChannel[] = JOB_BOARDS.map((b) => b.channel);

/** The board a host name belongs to (the domain itself or any subdomain), or undefined. */
export function boardOfHost(host: string): JobBoard | undefined {
  const h = host.toLowerCase().replace(/\.$/, '');
  return JOB_BOARDS.find((b) => b.domains.some((d) => h === d || h.endsWith(`.${d}`)));
}

/** The host name of an http(s) address, lower-cased, or undefined (no URL class here: the domain has no I/O libs). */
export function hostOfUrl(url: string): string | undefined {
  const m = /^https?:\/\/(?:[^/?#@]*@)?(\[[^\]]+\]|[^/?#:]+)/i.exec(url.trim());
  return m ? m[1]!.toLowerCase() : undefined;
}

/** The board of a page address, or undefined for other sites and unreadable addresses. */
export function boardOfUrl(url: string): JobBoard | undefined {
  const host = hostOfUrl(url);
  return host ? boardOfHost(host) : undefined;
}

/** The board of a /more/{product}help/ segment ('lagouhelp' -> 拉勾), case-insensitive. */
export function boardOfHelpPath(segment: string): JobBoard | undefined {
  const slug = segment.toLowerCase().replace(/help$/, '');
  return JOB_BOARDS.find((b) => b.slug === slug);
}

/** The path of a board's helper guide. */
export const boardHelpPath = (board: Pick<JobBoard, 'slug'>) => `/more/${board.slug}help`;
