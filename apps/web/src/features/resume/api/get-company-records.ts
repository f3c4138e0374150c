// GET /api/resume-records (320010 简历操作记录): every resume record of the company, filtered and paged.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Page, ResumeRecord, ResumeRecordQuery } from '@bole/domain';
import { http } from '../../../api/http';
import { resumeKeys } from './keys';

export type CompanyRecordParams = Partial<ResumeRecordQuery>;

export function getCompanyRecords(params: CompanyRecordParams): Promise<Page<ResumeRecord>> {
  return http.get<Page<ResumeRecord>>('/api/resume-records', params);
}

export const companyRecordsQuery = (params: CompanyRecordParams) =>
  queryOptions({ queryKey: resumeKeys.companyRecords(params), queryFn: () => getCompanyRecords(params), placeholderData: keepPreviousData });

export function useCompanyRecords(params: CompanyRecordParams) {
  return useQuery(companyRecordsQuery(params));
}
