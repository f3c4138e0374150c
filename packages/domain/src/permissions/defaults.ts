// Default permission sets of the system roles, per recruiting mode.
import { permissionsForSys } from './catalog';
import { offerFieldCode } from './catalog-offer';
import { Perm } from './perm';
import { SystemRoleCode } from './roles';
import type { SysType } from './sys';

/** Codes only the super administrator holds by default: billing and integrations. */
export const SUPER_ADMIN_ONLY_CODES: readonly number[] = [Perm.CompanyAssets, Perm.CompanyDocking];

// Read-mostly: views plus tagging and remarks; no delete, export, hand-over or contact info.
const TRAINEE_HR = [
  Perm.TalentPoolView, Perm.ResumeCreate, Perm.ProviderPoolView,
  Perm.ProcessView, Perm.InterviewView, Perm.InterviewCalendar,
  Perm.JobView, Perm.DemandView, Perm.ReportView,
  Perm.CandidateAttachmentView, Perm.CandidateTag, Perm.CandidateRemark, Perm.EvaluationView,
  Perm.RegisterFormView, Perm.RecommendReportView, Perm.CandidateRecords, Perm.OriginalResumeView,
  Perm.CommunicationsView, Perm.CandidateChannelView, Perm.ApplicationHistory, Perm.DuplicatesView,
];

// The lite area: candidates pushed to him, feedback, evaluations, demands, his jobs, offers to
// approve, and the boards of his jobs.
// Contact details stay masked and salary fields hidden until an administrator grants them.
const HIRING_MANAGER = [
  Perm.JobView, Perm.DemandView, Perm.DemandSubmit, Perm.InterviewView,
  Perm.CandidateAttachmentView, Perm.EvaluationView, Perm.EvaluationWrite, Perm.OfferView,
  Perm.RegisterFormView, Perm.RecommendReportView, Perm.AssessmentReportView, Perm.ScreenFeedback, Perm.ReportBoard,
];
const HIRING_MANAGER_OFFER_FIELDS = ['entryTime', 'entryDept', 'probationPeriod', 'entryJob', 'workPlace', 'reportTo'] as const;

const FRONT_DESK = [Perm.InterviewView, Perm.InterviewSignIn, Perm.InterviewCalendar];

const REFERRER = [Perm.ReferralRecommend];

/**
 * The codes a system role starts with in one mode, ascending. Codes of the other mode
 * never appear (campus-only codes only in 2, social-only only in 1).
 */
export function defaultPermissions(systemRoleCode: SystemRoleCode, sysType: SysType): number[] {
  const all = permissionsForSys(sysType);
  const inSys = new Set(all.map((p) => p.code));
  const pick = (codes: readonly number[]) => codes.filter((c) => inSys.has(c));
  let codes: number[];
  switch (systemRoleCode) {
    case SystemRoleCode.SuperAdmin:
      codes = all.map((p) => p.code);
      break;
    case SystemRoleCode.Admin:
      codes = all.map((p) => p.code).filter((c) => !SUPER_ADMIN_ONLY_CODES.includes(c));
      break;
    case SystemRoleCode.Hr:
      // Recruiting work and the shared settings; company settings and manager-only ones stay with administrators.
      codes = all.filter((p) => !p.managerOnly && Math.floor(p.code / 10000) !== 32).map((p) => p.code);
      break;
    case SystemRoleCode.TraineeHr:
      codes = pick(TRAINEE_HR);
      break;
    case SystemRoleCode.HiringManager:
      codes = pick([...HIRING_MANAGER, ...HIRING_MANAGER_OFFER_FIELDS.map((f) => offerFieldCode(f, sysType))]);
      break;
    case SystemRoleCode.FrontDesk:
      codes = pick(FRONT_DESK);
      break;
    case SystemRoleCode.Referrer:
      codes = pick(REFERRER);
      break;
  }
  return [...new Set(codes)].sort((a, b) => a - b);
}
