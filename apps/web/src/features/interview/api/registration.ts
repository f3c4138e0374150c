// 面试登记表 of one interview (apps/server/src/modules/interviews/register.service.ts, 250013):
// the candidate's answers field by field, and the PDF (interview, answers, standard resume).
import { useQuery } from '@tanstack/react-query';
import type { RegistrationView } from '@bole/domain';
import { download } from '../../../api/download';
import { http } from '../../../api/http';
import { interviewKeys } from './keys';

export function useRegistration(id: number, enabled: boolean) {
  return useQuery({ queryKey: interviewKeys.registration(id), queryFn: () => http.get<RegistrationView>(`/api/interviews/${id}/registration`), enabled });
}

/** The PDF with the token header (the server refuses it by the cookie alone); the server names the file. */
export function downloadRegistration(id: number, candidateName: string): Promise<void> {
  return download({ url: `/api/interviews/${id}/registration/document`, fileName: `面试登记表_${candidateName}.pdf` });
}
