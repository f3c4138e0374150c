import { ResumeSourceChannel } from '@bole/domain';
import { describe, expect, it } from 'vitest';
import { appliedJobOf, channelOf, type MailFacts } from './recognise';

const mail = (m: Partial<MailFacts>): MailFacts => ({ fromAddress: null, fromName: null, subject: '', body: '', ...m });

describe('channelOf', () => {
  it('knows the job boards by the domain that sent the mail', () => {
    expect(channelOf(mail({ fromAddress: 'resume@service.zhaopin.com' }))).toBe(ResumeSourceChannel.Zhaopin);
    expect(channelOf(mail({ fromAddress: 'noreply@51job.com' }))).toBe(ResumeSourceChannel.Job51);
    expect(channelOf(mail({ fromAddress: 'notice@mail.liepin.com' }))).toBe(ResumeSourceChannel.Liepin);
    expect(channelOf(mail({ fromAddress: 'system@zhipin.com' }))).toBe(ResumeSourceChannel.Boss);
    expect(channelOf(mail({ fromAddress: 'hr-service@lagou.com' }))).toBe(ResumeSourceChannel.Lagou);
    expect(channelOf(mail({ fromAddress: 'jianli@58.com' }))).toBe(ResumeSourceChannel.Job58);
  });

  it('reads the board from the sender name or the subject when it relays through another domain', () => {
    expect(channelOf(mail({ fromAddress: 'bounce@sendcloud.net', fromName: '前程无忧' }))).toBe(ResumeSourceChannel.Job51);
    expect(channelOf(mail({ fromAddress: 'relay@mailer.example.com', subject: '张伟 | 3年，应聘 Java | 北京 15-20K【BOSS直聘】' }))).toBe(ResumeSourceChannel.Boss);
  });

  it('falls back to a link to the board in the body, and otherwise to a personal application', () => {
    expect(channelOf(mail({ fromAddress: 'relay@mailer.example.com', body: '查看完整简历：https://rd5.zhaopin.com/resume/123' }))).toBe(ResumeSourceChannel.Zhaopin);
    expect(channelOf(mail({ fromAddress: 'wangfang@163.com', subject: '应聘会计-王芳', body: '您好，我在招聘网站上看到贵公司的职位' }))).toBe(ResumeSourceChannel.SelfApplied);
    // 158.com is not 58.com.
    expect(channelOf(mail({ fromAddress: 'li@qq.com', body: 'see www.a158.com' }))).toBe(ResumeSourceChannel.SelfApplied);
  });
});

describe('appliedJobOf', () => {
  it.each([
    ['(Zhaopin.com) 应聘 前端开发工程师-杭州 郑凯', '前端开发工程师'],
    ['(51Job)申请贵公司Java开发工程师（上海-浦东新区）－张三', 'Java开发工程师'],
    ['张伟 | 3年，应聘 Java工程师 | 北京 15-20K【BOSS直聘】', 'Java工程师'],
    ['应聘行政专员-吴晓燕', '行政专员'],
    ['李四-应聘-产品经理', '产品经理'],
    ['【应聘】UI设计师_王芳', 'UI设计师'],
    ['投递：销售经理岗位 赵磊', '销售经理'],
  ])('%s -> %s', (subject, job) => {
    expect(appliedJobOf(subject, '')).toBe(job);
  });

  it('reads 应聘职位 from the body when the subject names no job', () => {
    expect(appliedJobOf('您收到一份新简历', '智联招聘 | 应聘职位：前端开发工程师 | 投递时间：2024-03-20')).toBe('前端开发工程师');
  });

  it('answers null when the mail names no job', () => {
    expect(appliedJobOf('个人简历-张三-本科', '附件是我的简历，请查收')).toBeNull();
  });
});
