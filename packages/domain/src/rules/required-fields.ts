// 手工录入必填项 of 简历设置: which required fields a resume body leaves empty.
import type { ResumeRequirableField } from '../codes/resume-settings';

const isEmpty = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * The required fields that are empty in a body (missing, null or blank text). With
 * `onlySent` (an edit), fields the body leaves out are unchanged and not checked.
 */
export function missingRequiredFields(body: Readonly<Record<string, unknown>>, required: readonly ResumeRequirableField[], onlySent = false): ResumeRequirableField[] {
  return required.filter((key) => !(onlySent && body[key] === undefined) && isEmpty(body[key]));
}
