// Which permission codes guard something this build has: a server route or rule that checks the
// code, or a page that does (打印简历). The others belong to areas that later issues build; the role
// editor marks them 暂未开放 and they may still be granted, so roles are ready when an area opens.
// apps/server/test/platform/built-permissions.test.ts checks every code a server route or module
// names is in this list.
import { Perm } from './perm';

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
];

/** The codes of the catalogue that guard a feature this build has. */
export const BUILT_PERMISSION_CODES: ReadonlySet<number> = new Set(BUILT);

/** Whether the code guards a feature this build has (false: an area not available yet). */
export function isPermissionBuilt(code: number): boolean {
  return BUILT_PERMISSION_CODES.has(code);
}
