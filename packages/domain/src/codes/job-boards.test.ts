import { describe, expect, it } from 'vitest';
import { boardHelpPath, boardOfHelpPath, boardOfHost, boardOfUrl, hostOfUrl, JOB_BOARDS } from './job-boards';
import { resumeSourceChannelLabels } from './intake';

describe('job boards of the resume helper', () => {
  it('recognises each board by its recruiter site and any subdomain', () => {
    expect(boardOfUrl('https://ehire.51job.com/Revision/talent/resume/detail?resumeid=1')?.channel).toBe(1);
    expect(boardOfUrl('https://rd6.zhaopin.com/resume/detail?resumeNo=abc')?.channel).toBe(2);
    expect(boardOfUrl('https://lpt.liepin.com/cvview/showresumedetail?resIdEncode=x')?.channel).toBe(3);
    expect(boardOfUrl('https://www.zhipin.com/web/boss/recommend')?.channel).toBe(6);
    expect(boardOfUrl('https://easy.lagou.com/can/new/details.htm?resumeId=9')?.channel).toBe(20);
    expect(boardOfUrl('https://employer.58.com/resume/detail')?.channel).toBe(27);
    expect(boardOfHost('ZHAOPIN.COM.')?.channel).toBe(2);
  });

  it('does not take look-alike hosts or other schemes for a board', () => {
    expect(boardOfHost('not51job.com')).toBeUndefined();
    expect(boardOfHost('51job.com.evil.cn')).toBeUndefined();
    expect(boardOfUrl('https://evil.cn/?u=https://www.51job.com')).toBeUndefined();
    expect(boardOfUrl('https://user@www.liepin.com.evil.cn/')).toBeUndefined();
    expect(boardOfUrl('file:///C:/51job.com/resume.html')).toBeUndefined();
    expect(hostOfUrl('https://admin:pw@Lpt.Liepin.com:8443/x')).toBe('lpt.liepin.com');
  });

  it('maps /more/{product}help to one board and back', () => {
    expect(boardOfHelpPath('lagouhelp')?.name).toBe('拉勾');
    expect(boardOfHelpPath('BOSSHelp')?.channel).toBe(6);
    expect(boardOfHelpPath('unknownhelp')).toBeUndefined();
    for (const b of JOB_BOARDS) expect(boardOfHelpPath(boardHelpPath(b).slice('/more/'.length))).toBe(b);
  });

  it('names every board as the channel table does', () => {
    for (const b of JOB_BOARDS) expect(b.name).toBe(resumeSourceChannelLabels[b.channel]);
  });
});
