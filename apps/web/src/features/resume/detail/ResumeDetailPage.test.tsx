// The detail page: every section shows, a section edits in place and sends only what changed,
// and masked contact details are never sent back.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Perm, type ResumeDetail } from '@bole/domain';
import { resetSessionStoreForTests } from '../../../lib/session';
import { hrInfo, mockApi, renderPage, resumeRow, type ApiCall } from '../test-utils';
import { ResumeDetailPage } from './ResumeDetailPage';

function detail(patch: Partial<ResumeDetail> = {}): ResumeDetail {
  return {
    ...resumeRow({ mobile: '13911112222', email: 'liyutong@163.com', tags: [{ id: 7, name: '高潜人才', color: '#e5484d' }] }),
    birthYear: 1997, birthday: null, wechatCode: 'liyt_fe', hometownCity: '济南市', headImg: null, currentSalary: '32K×15薪', expectIndustry: '互联网/IT',
    mergedIntoId: null, customFields: {}, contactMasked: false, salaryHidden: false, duplicateCount: 0,
    educations: [{ id: 1, eduTime: '2019.09-2022.06', graduationSchool: '北京大学', degree: 4, degreeLabel: '硕士', professional: '计算机科学与技术', school985: true, school211: true }],
    workExperiences: [{ id: 2, workTime: '2022.07-至今', companyName: '北京字节跳动科技有限公司', jobName: '高级前端开发工程师', companyIndustry: null, scale: null, department: null, reportPeople: null, underPeople: null, companyIntroduce: null, workContent: '负责商家后台架构', workAchievement: null, dimissionReason: null }],
    projects: [], trainings: [], files: [],
    ...patch,
  };
}

let calls: ApiCall[];
const patches = () => calls.filter((c) => c.method === 'PATCH');

function setup(resume: ResumeDetail) {
  calls = mockApi({
    'GET /api/resumes/101': () => resume,
    'PATCH /api/resumes/101': ({ body }) => ({ ...resume, ...(body as object) }),
    'GET /api/resumes/101/records': () => ({ list: [], total: 0, page: 1, pageSize: 10 }),
    'GET /api/resumes/101/comments': () => ({ list: [], total: 0, page: 1, pageSize: 10 }),
    'GET /api/company/accounts/options': () => [{ id: 3, userName: '陈思琪' }],
  });
  renderPage(<ResumeDetailPage />, '/resume/detail/101', '/resume/detail/:id');
}

beforeEach(() => resetSessionStoreForTests());
afterEach(() => vi.unstubAllGlobals());

describe('简历详情', { timeout: 20_000 }, () => {
  it('shows the header and every section', async () => {
    setup(detail());
    expect(await screen.findByRole('heading', { name: '李雨桐' })).toBeTruthy();
    for (const title of ['基本信息', '求职意向', '工作经历', '教育经历', '项目经历', '培训经历', '备注', '操作记录']) expect(screen.getByRole('heading', { name: new RegExp(`^${title}`) })).toBeTruthy();
    expect(screen.getByText('负责商家后台架构')).toBeTruthy();
    expect(await screen.findByText('陈思琪')).toBeTruthy();
    expect(screen.getByText('高潜人才')).toBeTruthy();
  });

  it('edits 基本信息 in place and sends only the changed field', async () => {
    setup(detail());
    fireEvent.click(await screen.findByRole('button', { name: /编辑基本信息/ }));
    const editor = await screen.findByRole('group', { name: '编辑基本信息' });
    fireEvent.change(within(editor).getByLabelText('微信号'), { target: { value: ' liyutong_2026 ' } });
    fireEvent.click(within(editor).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(patches()).toHaveLength(1));
    expect(patches()[0]!.body).toEqual({ wechatCode: 'liyutong_2026' });
  });

  it('refuses a name over 30 characters in the editor', async () => {
    setup(detail());
    fireEvent.click(await screen.findByRole('button', { name: /编辑基本信息/ }));
    const editor = await screen.findByRole('group', { name: '编辑基本信息' });
    fireEvent.change(within(editor).getByLabelText('姓名'), { target: { value: '李'.repeat(31) } });
    fireEvent.click(within(editor).getByRole('button', { name: '保存' }));
    expect(await within(editor).findByText('姓名最多30个字符')).toBeTruthy();
    expect(patches()).toHaveLength(0);
  });

  it('does not send masked contact details back', async () => {
    setup(detail({ mobile: '139****2222', email: 'l***@163.com', wechatCode: 'l***e', contactMasked: true }));
    fireEvent.click(await screen.findByRole('button', { name: /编辑基本信息/ }));
    const editor = await screen.findByRole('group', { name: '编辑基本信息' });
    expect((within(editor).getByLabelText('手机号') as HTMLInputElement).disabled).toBe(true);
    fireEvent.change(within(editor).getByLabelText('姓名'), { target: { value: '李雨彤' } });
    fireEvent.click(within(editor).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(patches()).toHaveLength(1));
    expect(patches()[0]!.body).toEqual({ name: '李雨彤' });
  });

  it('sends the whole list when one work entry changes', async () => {
    setup(detail());
    fireEvent.click(await screen.findByRole('button', { name: /编辑工作经历 1/ }));
    const editor = await screen.findByRole('group', { name: '编辑工作经历' });
    fireEvent.change(within(editor).getByLabelText('职位名称'), { target: { value: '前端技术专家' } });
    fireEvent.click(within(editor).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(patches()).toHaveLength(1));
    expect(patches()[0]!.body).toEqual({
      workExperiences: [
        { workTime: '2022.07-至今', companyName: '北京字节跳动科技有限公司', jobName: '前端技术专家', department: null, companyIndustry: null, scale: null, reportPeople: null, underPeople: null, workContent: '负责商家后台架构', workAchievement: null, companyIntroduce: null, dimissionReason: null },
      ],
    });
  });

  it('shows the jobs the resume is in and offers 加入职位 to holders of 210006', async () => {
    const app = { id: 9, resumeId: 101, resumeName: '李雨桐', jobId: 12, job: { id: 12, name: '数据分析师' }, stageId: 203, stage: { id: 203, name: '面试', type: 2 }, outcome: null, recruitmentState: null, active: true, archiveReason: null, createdAt: '2026-03-09T02:00:00.000Z' };
    calls = mockApi(
      {
        'GET /api/resumes/101': () => detail(),
        'GET /api/resumes/101/applications': () => [app, { ...app, id: 10, jobId: 13, job: { id: 13, name: '产品经理' }, stage: { id: 301, name: '初筛', type: 1 }, outcome: 3, recruitmentState: 3 }],
        'GET /api/jobs': () => ({ list: [], total: 0, page: 1, pageSize: 50 }),
        'GET /api/resumes/101/records': () => ({ list: [], total: 0, page: 1, pageSize: 10 }),
        'GET /api/resumes/101/comments': () => ({ list: [], total: 0, page: 1, pageSize: 10 }),
        'GET /api/company/accounts/options': () => [{ id: 3, userName: '陈思琪' }],
      },
      hrInfo([...hrInfo().allows.socialAuths, Perm.ResumeAddToJob]),
    );
    renderPage(<ResumeDetailPage />, '/resume/detail/101', '/resume/detail/:id');
    const section = await screen.findByRole('list', { name: '应聘职位' });
    const rows = within(section).getAllByRole('listitem');
    expect(within(rows[0]!).getByRole('link', { name: '数据分析师' }).getAttribute('href')).toBe('/recruit/job?jobId=12');
    expect(rows[0]!.textContent).toContain('面试');
    expect(rows[0]!.textContent).toContain('进行中');
    expect(rows[1]!.textContent).toContain('已淘汰');

    // In the header's actions and in the section's title row.
    const buttons = screen.getAllByRole('button', { name: /加入职位/ });
    expect(buttons).toHaveLength(2);
    fireEvent.click(buttons[0]!);
    expect(await screen.findByRole('dialog', { name: '将「李雨桐」加入职位' })).toBeTruthy();
  });

  it('offers no 加入职位 without 210006', async () => {
    setup(detail());
    await screen.findByRole('heading', { name: '李雨桐' });
    expect(screen.queryByRole('button', { name: /加入职位/ })).toBeNull();
  });

  it('says so when the resume does not exist', async () => {
    calls = mockApi({ 'GET /api/resumes/9': () => ({ status: 404, body: { status: '40400', message: '数据不存在或已被删除' } }) });
    renderPage(<ResumeDetailPage />, '/resume/detail/9', '/resume/detail/:id');
    expect(await screen.findByText('简历不存在或已被删除')).toBeTruthy();
  });
});
