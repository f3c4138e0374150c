// Which permission codes guard something this build has: a server route or rule that checks the
// code, or a page that does (打印简历). The others belong to areas that later issues build; the role
// editor marks them 暂未开放 and they may still be granted, so roles are ready when an area opens.
// apps/server/test/platform/built-permissions.test.ts checks every code a server route or module
// names is in this list.
import { offerFieldCodes } from './catalog-offer';
import { Perm } from './perm';
import { SysType } from './sys';

const BUILT: readonly number[] = [
  Perm.TalentPoolView, Perm.ResumeCreate, Perm.ResumeImport, Perm.ResumeExport, Perm.ResumeEdit, Perm.ResumeAddToJob, Perm.ResumeMerge,
  Perm.ResumeBlacklist, Perm.ResumeDelete, Perm.ResumeRestore, Perm.ProcessView, Perm.StageMove, Perm.CandidateEliminate, Perm.PushToHiringDept,
  Perm.InterviewView, Perm.EntryHandle, Perm.CandidateReactivate, Perm.CandidateNotify, Perm.ProcessExport, Perm.JobView, Perm.JobCreate,
  Perm.JobEdit, Perm.JobPublish, Perm.JobDelete, Perm.DemandView, Perm.DemandSubmit, Perm.DemandHandle, Perm.CandidateContact,
  Perm.CandidateAttachmentView, Perm.CandidateDownload, Perm.CandidateAttachmentUpload, Perm.CandidateAttachmentDelete, Perm.CandidateTag,
  Perm.CandidateRemark, Perm.CandidateTransferJob, Perm.RecommendReportView, Perm.CandidateRecords, Perm.CandidateSalary, Perm.CandidateSourceEdit,
  Perm.CandidateOwnerEdit, Perm.ResumeShare, Perm.ApplicationHistory, Perm.DuplicatesView, Perm.ScreenFeedback, Perm.ResumePrint,
  Perm.ResumeHandOver, Perm.ResumeHelper, Perm.MailboxCollect, Perm.Portal, Perm.PortalSettings, Perm.CompanyAccounts, Perm.CompanyRoles,
  Perm.CompanyBase, Perm.CompanyOrg, Perm.CompanyTeam, Perm.CompanyAddress, Perm.CompanyMeetingRoom, Perm.CompanyDocking, Perm.CompanyResumeRecord,
  Perm.JobAuditSettings, Perm.JobTypes, Perm.JobLevels, Perm.DemandAuditSettings, Perm.OfferAuditSettings, Perm.RecruitGeneralSettings,
  Perm.JobGuide, Perm.EmployerBranding, Perm.ResumeSettings, Perm.ResumeNorms, Perm.ResumeExportSettings, Perm.ResumeFilterRules, Perm.Tags,
  Perm.ArchiveReasons, Perm.PluginSettings, Perm.ApplyFormSettings, Perm.RecruitProcesses, Perm.RecruitStages, Perm.JobFields, Perm.DemandFields,
  Perm.ResumeFields, Perm.Channels, Perm.ReferralRecommend, Perm.MailboxSettings, Perm.EmailTemplates, Perm.Automation, Perm.ReminderSettings,
  // 面试评价 (issue 14): templates, reading and writing evaluations.
  Perm.EvaluationTemplates, Perm.EvaluationView, Perm.EvaluationWrite, Perm.InterviewEdit,
  // 安排面试 and 面试设置's rounds (issue 14).
  Perm.InterviewArrange, Perm.InterviewSettings,
  // The interview calendar, front desk sign-in, the registration form and 日程设置 (issue 14).
  Perm.InterviewCalendar, Perm.InterviewSignIn, Perm.RegisterFormView, Perm.InterviewRegisterForm, Perm.CalendarSettings,
  // Offer模板 and the letter preview, which those who send offers open too (issue 15).
  Perm.OfferTemplates, Perm.OfferSend,
  // Offer字段: the offer form's standard field switches and custom offer fields (issue 15).
  Perm.OfferFields,
  // Offers: reading, drafting and Offer审批 (issue 15); the offer field codes decide which fields each role sees and sets.
  Perm.OfferView, Perm.OfferEdit, Perm.OfferApprovalStart, ...offerFieldCodes(SysType.Social), ...offerFieldCodes(SysType.Campus),
  // 资产与套餐, ordering a background check and reading its report (issue 15).
  Perm.CompanyAssets, Perm.BackgroundCheck, Perm.BackgroundReportView,
  // 入职登记: the new hire's form, its values in full and its documents (issue 15).
  Perm.EntryDocsView,
  // 报表与看板: the reports and the boards (issue 16).
  Perm.ReportView, Perm.ReportBoard, Perm.ReportExport,
  // 招聘目标: goals per period and scope, their progress on the boards (issue 16).
  Perm.RecruitGoals,
  // 报表设置: scheduled report e-mails (报表订阅, issue 16).
  Perm.ReportSettings,
];

/** The codes of the catalogue that guard a feature this build has. */
export const BUILT_PERMISSION_CODES: ReadonlySet<number> = new Set(BUILT);

/** Whether the code guards a feature this build has (false: an area not available yet). */
export function isPermissionBuilt(code: number): boolean {
  return BUILT_PERMISSION_CODES.has(code);
}
