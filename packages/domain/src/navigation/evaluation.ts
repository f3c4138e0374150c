// Where an interviewer fills his evaluation of an interview: 用人经理 and 前台 work only in /lite,
// everyone else never there, so the page has an address in each area (issue 14 item 6).
import { isLiteRoleType } from '../permissions/roles';

export const LITE_EVALUATION_PATH = '/lite/evaluation';
export const MAIN_EVALUATION_PATH = '/recruit/interview/evaluation';

/** The evaluation page of the interview for an account of the role type (notice links, 面试安排). */
export function interviewEvaluationPath(interviewId: number, roleType: number | null | undefined): string {
  return `${isLiteRoleType(roleType) ? LITE_EVALUATION_PATH : MAIN_EVALUATION_PATH}/${interviewId}`;
}
