// Hire rows to list rows: contacts masked without 250001, and the offer fields the caller's offer
// field codes hide (入职部门, 试用期 with the planned 转正 day it gives away, 转正薪资) as null.
import type { RecruitmentState} from '@bole/domain';
import { fenToYuanText, type EntryFormState, type OfferHideableField, type OnboardingRow } from '@bole/domain';
import { effectiveStatus } from '../offers/presenter';
import { maskMobile } from '../resumes/presenter';
import type { HireRow } from './repository';

export type Visibility = { hidden: ReadonlySet<OfferHideableField>; contact: boolean };

export function presentHire(r: HireRow, { hidden, contact }: Visibility, entryForm: EntryFormState | null): OnboardingRow {
  const salaryHidden = hidden.has('formalSalary');
  const probationHidden = hidden.has('probationPeriod');
  return {
    applicationId: r.applicationId,
    resumeId: r.resumeId,
    name: r.name,
    mobile: contact ? r.mobile : maskMobile(r.mobile),
    jobId: r.jobId,
    jobName: r.jobName,
    orgName: r.offerId === null || hidden.has('orgId') ? null : (r.orgName ?? '已删除的部门'),
    recruitmentState: r.recruitmentState as RecruitmentState | null,
    entryDate: r.entryDate,
    offer:
      r.offerId === null || r.offerStatus === null
        ? null
        : {
            id: r.offerId,
            status: effectiveStatus({ status: r.offerStatus, expiresAt: r.offerExpiresAt }),
            formalSalary: salaryHidden || r.formalSalaryFen === null ? null : fenToYuanText(r.formalSalaryFen),
            salaryType: salaryHidden ? null : r.salaryType,
            salaryHidden,
          },
    probationMonths: probationHidden || r.probationMonths === null || r.probationMonths <= 0 ? null : r.probationMonths,
    probationEnd: probationHidden ? null : r.probationEnd,
    regularDate: r.regularDate,
    noShowReason: r.noShowReason,
    noShowAt: r.noShowAt?.toISOString() ?? null,
    entryForm,
    ownerName: r.ownerName,
    version: r.version,
  };
}
