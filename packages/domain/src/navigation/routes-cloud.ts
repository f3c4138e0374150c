// The talent cloud (assessments, background checks, salary, learning, exams), the lite
// area of 用人经理/前台, and the pages reached from outside (candidates, password reset).
import { Perm } from '../permissions/perm';
import { defineRoutes } from './define';
import { APPROVAL_INBOX_PERMS } from './routes-work';
import type { MenuGroupKey, RouteDef } from './types';

const at = (group: MenuGroupKey | 'top', order: number, icon?: string) => ({ menu: icon ? { group, order, icon } : { group, order } });
const asq = [Perm.Evaluation360, Perm.EngagementSurvey];
const checkReport = [Perm.BackgroundCheck, Perm.BackgroundReportView];
const testcenter = '/cloud/testcenter';

export const CLOUD_ROUTES: RouteDef[] = defineRoutes({ layout: 'main', auth: true, area: 'cloud' }, [
  { path: testcenter, title: '测评中心', perm: Perm.TalentAssessment, ...at('cloud.assess', 10) },
  { path: '/cloud/testcenter/talent', title: '测评人才', perm: Perm.TalentAssessment, parent: testcenter },
  { path: '/cloud/testcenter/manage', title: '测评管理', perm: Perm.TalentAssessment, parent: testcenter },
  { path: '/cloud/testcenter/360evaluate', title: '360评估', perm: Perm.Evaluation360, ...at('cloud.assess', 20) },
  { path: '/cloud/testcenter/devote', title: '敬业度调研', perm: Perm.EngagementSurvey, ...at('cloud.assess', 30) },
  { path: '/cloud/testcenter/asq/edit/preface', title: '卷首语', perm: asq, parent: testcenter },
  { path: '/cloud/testcenter/asq/edit/question', title: '题目设置', perm: asq, parent: testcenter },
  { path: '/cloud/testcenter/asq/edit/dimension', title: '维度设置', perm: asq, parent: testcenter },
  { path: '/cloud/testcenter/asq/edit/setting', title: '问卷设置', perm: asq, parent: testcenter },
  { path: '/cloud/testcenter/asq/relation', title: '评估关系', perm: asq, parent: testcenter },
  { path: '/cloud/testcenter/asq/distribute', title: '问卷发放', perm: asq, parent: testcenter },
  { path: '/cloud/testcenter/asq/progress', title: '作答进度', perm: asq, parent: testcenter },
  { path: '/cloud/testcenter/asq/report', title: '问卷报告', perm: asq, parent: testcenter },
  { path: '/cloud/check', title: '背调结果', perm: Perm.BackgroundCheck, ...at('cloud.check', 10) },
  { path: '/cloud/check/report', title: '背调报告', perm: checkReport, parent: '/cloud/check' },
  { path: '/cloud/check/pvwreport', title: '背调报告预览', layout: 'standalone', perm: checkReport },
  { path: '/cloud/salary/query', title: '薪酬查询', perm: Perm.SalaryQuery, ...at('cloud.salary', 10) },
  { path: '/cloud/salary/report', title: '薪酬报告', perm: Perm.SalaryReport, ...at('cloud.salary', 20) },
  { path: '/cloud/study/course/mall', title: '课程商城', perm: Perm.CourseMall, ...at('cloud.study', 10) },
  { path: '/cloud/study/courses', title: '课程管理', perm: Perm.Courses, ...at('cloud.study', 20) },
  { path: '/cloud/study/course/plan', title: '学习计划', perm: Perm.StudyPlans, ...at('cloud.study', 30) },
  { path: '/cloud/study/stat', title: '学习统计', perm: Perm.StudyStats, ...at('cloud.study', 40) },
  { path: '/cloud/study/personalcenter', title: '个人学习中心', perm: Perm.StudyPersonal, ...at('cloud.study', 50) },
  { path: '/cloud/exam/questionbank', title: '题库管理', perm: Perm.QuestionBank, ...at('cloud.exam', 10) },
  { path: '/cloud/exam/testpaper', title: '试卷管理', perm: Perm.ExamPapers, ...at('cloud.exam', 20) },
  { path: '/cloud/exam/room', title: '考场管理', perm: Perm.ExamRooms, ...at('cloud.exam', 30) },
  { path: '/cloud/exam/mark', title: '阅卷', perm: Perm.ExamMarking, ...at('cloud.exam', 40) },
]);

// Roles 3 and 5 live here; everyone else hitting /lite goes home.
export const LITE_ROUTES: RouteDef[] = defineRoutes({ layout: 'lite', auth: true, area: 'lite' }, [
  { path: '/lite', title: '工作台', redirect: '/lite/interviewplan' },
  { path: '/lite/interviewplan', title: '面试安排', perm: [Perm.InterviewView, Perm.InterviewSignIn], ...at('top', 10, 'CalendarOutlined') },
  { path: '/lite/resume/list', title: '我的候选人', perm: Perm.ScreenFeedback, ...at('top', 20, 'TeamOutlined') },
  { path: '/lite/cvscreen', title: '简历筛选', perm: Perm.ScreenFeedback, ...at('top', 30, 'FileSearchOutlined') },
  { path: '/lite/offeraudit', title: 'Offer审批', perm: Perm.OfferView, ...at('top', 40, 'AuditOutlined') },
  { path: '/lite/recruit/demand', title: '招聘需求', perm: [Perm.DemandView, Perm.DemandSubmit], ...at('top', 50, 'FormOutlined') },
  { path: '/lite/job/list', title: '我的职位', perm: Perm.JobView, ...at('top', 60, 'ProfileOutlined') },
  { path: '/lite/approval', title: '我的审批', perm: APPROVAL_INBOX_PERMS, issue: 5, ...at('top', 70, 'AuditOutlined') },
  // 面试评价: an interviewer fills his evaluation of one interview (the main area has /recruit/interview/evaluation/:id).
  { path: '/lite/evaluation/:id', title: '面试评价', perm: [Perm.EvaluationWrite, Perm.EvaluationView], parent: '/lite/interviewplan', issue: 14 },
  { path: '/lite/out/resume', title: '简历详情', layout: 'standalone', perm: [Perm.ScreenFeedback, Perm.EvaluationView] },
  // 消息中心 of the lite area, opened from its bell (features/notices).
  { path: '/lite/notices', title: '消息中心', issue: 13 },
]);

export const OUT_ROUTES: RouteDef[] = defineRoutes({ layout: 'public', auth: false, area: 'out' }, [
  { path: '/out/forget', title: '找回密码' },
  { path: '/out/limit', title: '访问受限' },
  { path: '/out/feedback/userc/abandon', title: '放弃入职' },
  { path: '/out/feedback/userc/exist', title: '您已反馈' },
  { path: '/out/feedback/userc/expire', title: '链接已失效' },
  { path: '/out/feedback/userc/join', title: '确认入职' },
  { path: '/out/feedback/userc/offer', title: 'Offer反馈' },
  // 入职登记: the new hire in 待入职 confirms his entry date and fills the form from HR's link.
  { path: '/out/feedback/join', title: '入职登记' },
  // The candidate's answer to his offer, through the offer mail's own link (offers module).
  { path: '/out/feedback/offer', title: '答复Offer' },
  { path: '/out/feedback/exist', title: '您已答复' },
  { path: '/out/feedback/expire', title: '链接已失效' },
  // The candidate on his phone: signing in by the desk's QR code, and the registration form from his notice's link.
  { path: '/out/interview/signin', title: '面试签到' },
  { path: '/out/interview/register', title: '面试登记表' },
  // Self-scheduling (自助预约): the candidate picks one of the offered times from his link.
  { path: '/out/interview/slots', title: '选择面试时间' },
  // The background check agency (no account): fills each item and uploads its report from the link in its invitation.
  { path: '/out/check', title: '背景调查' },
  { path: '/out/ddauth', title: '钉钉授权' },
  // Opened from a shared link: the link's token grants the view, not a session.
  { path: '/out/resume', title: '简历', layout: 'standalone' },
  { path: '/out/loading', title: '加载中', layout: 'standalone' },
  { path: '*', title: '您访问的页面丢失了', layout: 'standalone' },
]);
