// Settings (/user/...), grouped in the menu the way the spec's folders group them.
import { Perm } from '../permissions/perm';
import { defineRoutes } from './define';
import type { MenuGroupKey, RouteDef } from './types';

const settings = { layout: 'main', auth: true, area: 'settings' } as const;
const at = (group: MenuGroupKey, order: number) => ({ menu: { group, order } });

export const SETTINGS_ROUTES: RouteDef[] = defineRoutes(settings, [
  // 公司设置
  { path: '/user/company/accounts', title: '账号管理', perm: Perm.CompanyAccounts, ...at('settings.company', 10) },
  { path: '/user/company/base', title: '企业信息', perm: Perm.CompanyBase, ...at('settings.company', 20) },
  { path: '/user/company/organization', title: '组织架构', perm: Perm.CompanyOrg, ...at('settings.company', 30) },
  { path: '/user/company/team', title: '团队管理', perm: Perm.CompanyTeam, ...at('settings.company', 40) },
  { path: '/user/company/address', title: '地址管理', perm: Perm.CompanyAddress, ...at('settings.company', 50) },
  { path: '/user/company/meetingroom', title: '会议室管理', perm: Perm.CompanyMeetingRoom, ...at('settings.company', 60) },
  { path: '/user/company/assets', title: '资产与套餐', perm: Perm.CompanyAssets, ...at('settings.company', 70) },
  // 招聘管理
  { path: '/user/manage/role', title: '角色权限', perm: Perm.CompanyRoles, ...at('settings.manage', 10) },
  { path: '/user/manage/recruitprocess', title: '招聘流程', perm: Perm.RecruitProcesses, issue: 6, ...at('settings.manage', 20) },
  { path: '/user/manage/recruitstage', title: '招聘阶段', perm: Perm.RecruitStages, issue: 6, ...at('settings.manage', 30) },
  { path: '/user/manage/jobfield', title: '职位字段', perm: Perm.JobFields, issue: 5, ...at('settings.manage', 40) },
  { path: '/user/manage/jobtype', title: '职位类别', perm: Perm.JobTypes, issue: 5, ...at('settings.manage', 50) },
  { path: '/user/manage/joblevel', title: '职级设置', perm: Perm.JobLevels, issue: 5, ...at('settings.manage', 60) },
  { path: '/user/manage/jobaudit', title: '职位审批', perm: Perm.JobAuditSettings, issue: 5, ...at('settings.manage', 70) },
  { path: '/user/manage/recruitfield', title: '招聘需求字段', perm: Perm.DemandFields, issue: 5, ...at('settings.manage', 80) },
  { path: '/user/manage/recruitaudit', title: '招聘需求审批', perm: Perm.DemandAuditSettings, issue: 5, ...at('settings.manage', 90) },
  { path: '/user/manage/resumefield', title: '简历字段', perm: Perm.ResumeFields, issue: 3, ...at('settings.manage', 100) },
  { path: '/user/manage/resumenorm', title: '简历评分规则', perm: Perm.ResumeNorms, issue: 4, ...at('settings.manage', 110) },
  { path: '/user/manage/tag', title: '标签管理', perm: Perm.Tags, issue: 3, ...at('settings.manage', 120) },
  { path: '/user/manage/filterrule', title: '简历筛选规则', perm: Perm.ResumeFilterRules, issue: 4, ...at('settings.manage', 130) },
  { path: '/user/manage/pluginSet', title: '插件设置', perm: Perm.PluginSettings, issue: 4, ...at('settings.manage', 140) },
  { path: '/user/manage/archivereason', title: '归档原因', perm: Perm.ArchiveReasons, issue: 3, ...at('settings.manage', 150) },
  { path: '/user/manage/interview', title: '面试设置', perm: Perm.InterviewSettings, ...at('settings.manage', 160) },
  { path: '/user/manage/interviewregister', title: '面试登记表', perm: Perm.InterviewRegisterForm, ...at('settings.manage', 170) },
  { path: '/user/manage/offerfield', title: 'Offer字段', perm: Perm.OfferFields, ...at('settings.manage', 180) },
  { path: '/user/manage/offeraudit', title: 'Offer审批', perm: Perm.OfferAuditSettings, ...at('settings.manage', 190) },
  // 模板
  { path: '/user/template/evaluate', title: '面试评价模板', perm: Perm.EvaluationTemplates, ...at('settings.template', 10) },
  { path: '/user/template/email', title: '邮件模板', perm: Perm.EmailTemplates, ...at('settings.template', 20) },
  { path: '/user/template/offer', title: 'Offer模板', perm: Perm.OfferTemplates, ...at('settings.template', 30) },
  // 系统设置
  { path: '/user/seting/recruit', title: '通用招聘设置', perm: Perm.RecruitGeneralSettings, ...at('settings.seting', 10) },
  { path: '/user/seting/resume', title: '简历设置', perm: Perm.ResumeSettings, issue: 3, ...at('settings.seting', 20) },
  { path: '/user/seting/resumeexport', title: '简历导出设置', perm: Perm.ResumeExportSettings, issue: 3, ...at('settings.seting', 30) },
  { path: '/user/seting/apply', title: '申请表设置', perm: Perm.ApplyFormSettings, issue: 5, ...at('settings.seting', 40) },
  { path: '/user/seting/register', title: '候选人注册设置', perm: Perm.CandidateRegisterSettings, issue: 5, ...at('settings.seting', 50) },
  { path: '/user/seting/jobguide', title: '职位发布指引', perm: Perm.JobGuide, issue: 5, ...at('settings.seting', 60) },
  { path: '/user/seting/propaganda', title: '雇主品牌宣传', perm: Perm.EmployerBranding, issue: 5, ...at('settings.seting', 70) },
  { path: '/user/seting/email', title: '邮箱设置', perm: Perm.MailboxSettings, ...at('settings.seting', 80) },
  { path: '/user/seting/calendar', title: '日程设置', perm: Perm.CalendarSettings, ...at('settings.seting', 90) },
  { path: '/user/seting/prompt', title: '提醒设置', perm: Perm.ReminderSettings, ...at('settings.seting', 100) },
  { path: '/user/seting/automation', title: '自动化', perm: Perm.Automation, ...at('settings.seting', 110) },
  { path: '/user/seting/call', title: '电话设置', perm: Perm.CallSettings, ...at('settings.seting', 120) },
  { path: '/user/seting/goal', title: '招聘目标', perm: Perm.RecruitGoals, ...at('settings.seting', 130) },
  { path: '/user/seting/report', title: '报表设置', perm: Perm.ReportSettings, ...at('settings.seting', 140) },
  { path: '/user/seting/addons', title: '增值服务', perm: Perm.Addons, ...at('settings.seting', 150) },
  // 渠道与内推
  { path: '/user/ditch/channel', title: '渠道管理', perm: Perm.Channels, ...at('settings.ditch', 10) },
  { path: '/user/ditch/authentication', title: '渠道认证', perm: Perm.ChannelAuth, ...at('settings.ditch', 20) },
  { path: '/user/ditch/reward', title: '内推奖励', perm: Perm.ReferralManage, ...at('settings.ditch', 30) },
  { path: '/user/ditch/employee', title: '内推员工', perm: Perm.ReferralManage, ...at('settings.ditch', 40) },
  // 校招设置 (校招 only)
  { path: '/user/campus/site', title: '校招站点', perm: Perm.CampusSites, sys: 2, ...at('settings.campus', 10) },
  { path: '/user/campus/interviewsite', title: '面试考场', perm: Perm.CampusInterviewSites, sys: 2, ...at('settings.campus', 20) },
  { path: '/user/campus/ambassador/member', title: '校园大使', perm: Perm.AmbassadorMembers, sys: 2, ...at('settings.campus', 30) },
  { path: '/user/campus/ambassador/setup', title: '校园大使设置', perm: Perm.AmbassadorSettings, sys: 2, ...at('settings.campus', 40) },
  { path: '/user/campus/setting', title: '校招设置', perm: Perm.CampusSettings, sys: 2, ...at('settings.campus', 50) },
  // 其他
  { path: '/user/other/docking', title: '第三方对接', perm: Perm.CompanyDocking, ...at('settings.other', 10) },
  { path: '/user/other/resumerecord', title: '简历操作记录', perm: Perm.CompanyResumeRecord, ...at('settings.other', 20) },
]);
