// Everyday work: sign-in, home, talent pool, intake, portal, pipeline, jobs, reports, tools.
import { Perm } from '../permissions/perm';
import { defineRoutes } from './define';
import type { RouteDef } from './types';

const main = { layout: 'main', auth: true } as const;
const detailPerm = [Perm.TalentPoolView, Perm.ProcessView];
const boardPerm = Perm.ReportBoard;
/** 我的审批 for those who raise or decide jobs, demands and offers (anyone asked can still open an approval by its address). */
export const APPROVAL_INBOX_PERMS = [
  Perm.JobView, Perm.JobCreate, Perm.DemandView, Perm.DemandSubmit, Perm.OfferView, Perm.OfferApprovalStart,
  Perm.JobAuditSettings, Perm.DemandAuditSettings, Perm.OfferAuditSettings,
] as const;

export const WORK_ROUTES: RouteDef[] = [
  ...defineRoutes({ layout: 'public', auth: false, area: 'auth' }, [
    { path: '/login', title: '登录' },
    { path: '/wwLogin', title: '企业微信登录' },
    { path: '/fsg', title: '登录中转', layout: 'standalone' },
    { path: '/register', title: '企业注册' },
  ]),
  ...defineRoutes({ ...main, area: 'home' }, [
    { path: '/', title: '首页', redirect: '/home' },
    { path: '/home', title: '首页', menu: { group: 'top', order: 10, icon: 'HomeOutlined' } },
    // After login, for accounts open in both 社招 and 校招: choose where to work.
    { path: '/middle', title: '选择招聘类型', layout: 'standalone' },
  ]),
  // 消息中心: every in-app notice of the header's bell; any signed-in user (features/notices).
  ...defineRoutes({ ...main, area: 'home', issue: 13 }, [{ path: '/home/notices', title: '消息中心', parent: '/home' }]),
  // 我的审批: the approvals engine's inbox (features/approvals), beside 首页 in the menu.
  ...defineRoutes({ ...main, area: 'home', issue: 5 }, [
    { path: '/approval', title: '我的审批', perm: APPROVAL_INBOX_PERMS, menu: { group: 'top', order: 15, icon: 'AuditOutlined' } },
  ]),
  ...defineRoutes({ ...main, area: 'demo' }, [{ path: '/ppdemo', title: '组件示例' }]),
  ...defineRoutes({ ...main, area: 'resume', issue: 3 }, [
    { path: '/resume', title: '人才库', perm: Perm.TalentPoolView, redirect: '/resume/list/company' },
    { path: '/resume/list', title: '人才库', perm: Perm.TalentPoolView, redirect: '/resume/list/company' },
    { path: '/resume/list/company', title: '企业人才库', perm: Perm.TalentPoolView, menu: { group: 'resume', order: 10 } },
    { path: '/resume/list/:product', title: '平台人才库', perm: Perm.ProviderPoolView, parent: '/resume' },
    { path: '/resume/detail/print', title: '打印简历', layout: 'standalone', perm: Perm.ResumePrint },
    { path: '/resume/detail/:id', title: '简历详情', perm: detailPerm, parent: '/resume/list/company' },
  ]),
  ...defineRoutes({ ...main, area: 'intake', issue: 4 }, [
    { path: '/resume/mailtake', title: '邮箱简历收取', perm: Perm.MailboxCollect, redirect: '/resume/mailtake/wait', menu: { group: 'more', order: 10 } },
    { path: '/resume/mailtake/set', title: '收取设置', perm: Perm.MailboxCollect, parent: '/resume/mailtake' },
    { path: '/resume/mailtake/wait', title: '待处理简历', perm: Perm.MailboxCollect, parent: '/resume/mailtake' },
    { path: '/resume/mailtake/processed', title: '已处理简历', perm: Perm.MailboxCollect, parent: '/resume/mailtake' },
    { path: '/resume/helper', title: '简历助手', perm: Perm.ResumeHelper, menu: { group: 'more', order: 20 } },
    // The spec's /more/{product}help/ (e.g. /more/lagouhelp): the helper page for one job board.
    { path: '/more/:productHelp', title: '简历助手', perm: Perm.ResumeHelper, params: { productHelp: '^[A-Za-z0-9_-]+help$' }, parent: '/resume/helper' },
  ]),
  ...defineRoutes({ ...main, area: 'portal', issue: 5 }, [
    { path: '/resume/website', title: '招聘官网', perm: [Perm.Portal, Perm.PortalSettings], redirect: '/resume/website/overview', menu: { group: 'more', order: 30 } },
    { path: '/resume/website/overview', title: '官网概览', perm: Perm.Portal, parent: '/resume/website' },
    { path: '/resume/website/detail', title: '官网内容', perm: Perm.Portal, parent: '/resume/website' },
    { path: '/resume/website/other', title: '官网设置', perm: Perm.PortalSettings, parent: '/resume/website' },
    { path: '/resume/website/placard', title: '校招海报', perm: Perm.CampusPoster, sys: 2, menu: { group: 'more', order: 35 } },
  ]),
  ...defineRoutes({ ...main, area: 'recruit' }, [
    { path: '/recruit', title: '招聘', perm: Perm.ProcessView, redirect: '/recruit/job', issue: 6 },
    { path: '/recruit/job', title: '流程管理', perm: Perm.ProcessView, menu: { group: 'recruit', order: 10 }, issue: 6 },
    { path: '/recruit/preview', title: '邮件预览', layout: 'standalone', perm: [Perm.CandidateNotify, Perm.OfferSend] },
    { path: '/recruit/preview/candidateemail', title: '候选人邮件预览', layout: 'standalone', perm: [Perm.CandidateNotify, Perm.EmailTemplates] },
    { path: '/recruit/preview/offeremail', title: 'Offer邮件预览', layout: 'standalone', perm: Perm.OfferSend },
  ]),
  ...defineRoutes({ ...main, area: 'interview' }, [
    { path: '/recruit/interview', title: '面试管理', perm: Perm.InterviewView, menu: { group: 'recruit', order: 20 } },
    { path: '/recruit/interview/calendar', title: '面试日历', perm: Perm.InterviewCalendar, menu: { group: 'recruit', order: 30 } },
    // 面试评价: an interviewer fills his evaluation of one interview (用人经理 and 前台 use /lite/evaluation/:id).
    { path: '/recruit/interview/evaluation/:id', title: '面试评价', perm: [Perm.EvaluationWrite, Perm.EvaluationView], parent: '/recruit/interview', issue: 14 },
  ]),
  ...defineRoutes({ ...main, area: 'job', issue: 5 }, [
    { path: '/job', title: '职位', perm: Perm.JobView, redirect: '/job/list' },
    { path: '/job/list', title: '职位管理', perm: Perm.JobView, menu: { group: 'job', order: 10 } },
    { path: '/job/demand', title: '招聘需求', perm: Perm.DemandView, menu: { group: 'job', order: 20 } },
  ]),
  ...defineRoutes({ ...main, area: 'report' }, [
    { path: '/report', title: '报表', perm: Perm.ReportView, redirect: '/report/list' },
    { path: '/report/list', title: '报表中心', perm: Perm.ReportView, menu: { group: 'report', order: 10 } },
    { path: '/report/detail', title: '报表详情', perm: Perm.ReportView, parent: '/report/list' },
    { path: '/report/preview', title: '报表预览', layout: 'standalone', perm: Perm.ReportView },
    { path: '/report/board', title: '数据看板', perm: boardPerm, redirect: '/report/board/scan', menu: { group: 'report', order: 20 } },
    { path: '/report/board/scan', title: '招聘概览', perm: boardPerm, parent: '/report/board' },
    { path: '/report/board/candidate', title: '候选人分析', perm: boardPerm, parent: '/report/board' },
    { path: '/report/board/job360', title: '职位360', perm: boardPerm, parent: '/report/board' },
    { path: '/report/board/hr', title: 'HR工作量', perm: boardPerm, parent: '/report/board' },
    { path: '/report/board/interview', title: '面试分析', perm: boardPerm, parent: '/report/board' },
    { path: '/report/board/offer', title: 'Offer分析', perm: boardPerm, parent: '/report/board' },
    { path: '/report/board/channel', title: '渠道分析', perm: boardPerm, parent: '/report/board' },
    { path: '/report/callrecord', title: '通话记录', perm: Perm.ReportCallRecord, menu: { group: 'report', order: 30 } },
  ]),
  ...defineRoutes({ ...main, area: 'more' }, [
    { path: '/resume/supplier', title: '猎头公司', perm: Perm.HeadhunterFirms, menu: { group: 'more', order: 40 } },
    { path: '/more/aim', title: '人才地图', perm: Perm.TalentMap, sys: 1, redirect: '/more/aim/company', menu: { group: 'more', order: 50 } },
    { path: '/more/aim/company', title: '人才分布', perm: Perm.TalentMap, sys: 1, parent: '/more/aim' },
    { path: '/more/aim/function', title: '目标职能', perm: Perm.TalentMap, sys: 1, parent: '/more/aim' },
    { path: '/more/predict', title: '员工动向', perm: Perm.EmployeeTrends, sys: 1, menu: { group: 'more', order: 60 } },
    { path: '/more/predict/detail', title: '动向详情', perm: Perm.EmployeeTrends, sys: 1, parent: '/more/predict' },
    { path: '/more/industryreport', title: '行业报告', perm: Perm.IndustryReport, menu: { group: 'more', order: 70 } },
    { path: '/abroad', title: 'AI海外招聘', perm: Perm.AbroadRecruit, sys: 1, menu: { group: 'more', order: 80 } },
  ]),
];
