// /out/resume: the shared resume under the company's name, and a plain 链接已失效 otherwise.
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routeByPath, type SharedResume } from '@bole/domain';
import { decideGuard } from '../../../app/guards/decide';
import { mockApi, renderPage, type ApiCall } from '../test-utils';
import { SharedResumePage } from './SharedResumePage';

const shared: SharedResume = {
  companyName: '杭州云栖科技有限公司',
  expiresAt: '2026-03-15T06:30:00.000Z',
  contactMasked: true,
  salaryHidden: true,
  resume: {
    name: '李雨桐', gender: 0, age: 28, birthYear: 1998, topDegree: 4, workYearsScale: 5, workCity: '北京市', hometownCity: '济南市',
    mobile: '139****2222', email: 'l***@163.com', wechatCode: 'l***e', expectPosition: '前端技术专家', expectCity: '北京市', expectIndustry: '互联网/IT',
    currentSalary: null, expectSalary: null, workState: 1,
    workExperiences: [{ workTime: '2022.07-至今', companyName: '北京字节跳动科技有限公司', jobName: '高级前端开发工程师', companyIndustry: null, scale: null, department: null, reportPeople: null, underPeople: null, companyIntroduce: null, workContent: '负责商家后台架构', workAchievement: null, dimissionReason: null }],
    educations: [{ eduTime: '2019.09-2022.06', graduationSchool: '北京大学', degree: 4, degreeLabel: '硕士', professional: '计算机科学与技术', school985: true, school211: true }],
    projects: [],
    trainings: [],
    otherInfo: [
      { name: '政治面貌', type: 'singleChoice', text: '中共党员' },
      { name: '可到岗日期', type: 'date', text: '2026年04月' },
      { name: '自我评价', type: 'longText', text: '踏实肯干\n善于沟通' },
    ],
  },
};

let calls: ApiCall[];
afterEach(() => vi.unstubAllGlobals());

describe('/out/resume', { timeout: 20_000 }, () => {
  it('opens without login: the guard lets a visitor with no token through', () => {
    const route = routeByPath('/out/resume')!;
    expect(route).toMatchObject({ key: 'out.resume', auth: false, layout: 'standalone' });
    expect(decideGuard({ route, address: '/out/resume?token=abc123', token: null, user: null, sysType: 1 })).toEqual({ type: 'allow' });
  });

  it('shows the shared resume under the company name with contact details masked', async () => {
    calls = mockApi({ 'GET /api/out/resumes/abc123': () => shared });
    renderPage(<SharedResumePage />, '/out/resume?token=abc123', '/out/resume');
    expect(await screen.findByRole('heading', { name: '李雨桐' })).toBeTruthy();
    expect(screen.getAllByText('杭州云栖科技有限公司').length).toBeGreaterThan(0);
    expect(screen.getByText('（联系方式已隐藏）')).toBeTruthy();
    expect(screen.getByText('负责商家后台架构')).toBeTruthy();
    expect(screen.getAllByText('未公开')).toHaveLength(2);
    expect(calls.some((c) => c.path === '/api/common/account/info')).toBe(false);
  });

  it('shows the custom fields the server sent in words under 其他信息, and no section without any', async () => {
    mockApi({ 'GET /api/out/resumes/abc123': () => shared, 'GET /api/out/resumes/plain': () => ({ ...shared, resume: { ...shared.resume, otherInfo: [] } }) });
    renderPage(<SharedResumePage />, '/out/resume?token=abc123', '/out/resume');
    const other = (await screen.findByRole('heading', { name: '其他信息' })).closest('section')!;
    expect(within(other).getByText('政治面貌').nextSibling?.textContent).toBe('中共党员');
    expect(within(other).getByText('2026年04月')).toBeTruthy();
    expect(within(other).getByText(/踏实肯干/).textContent).toBe('踏实肯干\n善于沟通');
    cleanup();
    renderPage(<SharedResumePage />, '/out/resume?token=plain', '/out/resume');
    expect(await screen.findByRole('heading', { name: '李雨桐' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: '其他信息' })).toBeNull();
  });

  it('says 链接已失效 with the reason for an expired link', async () => {
    mockApi({ 'GET /api/out/resumes/old': () => ({ status: 410, body: { status: '30044', message: '链接已失效：已超过有效期，请联系分享人重新分享' } }) });
    renderPage(<SharedResumePage />, '/out/resume?token=old', '/out/resume');
    expect(await screen.findByRole('heading', { name: '链接已失效' })).toBeTruthy();
    expect(screen.getByText('已超过有效期，请联系分享人重新分享')).toBeTruthy();
  });

  it('says the link is incomplete without a token', async () => {
    mockApi({});
    renderPage(<SharedResumePage />, '/out/resume', '/out/resume');
    expect(await screen.findByText('链接不完整，请向分享人确认链接是否复制完整。')).toBeTruthy();
  });
});
