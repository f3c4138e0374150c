// What a file stored with a resume is (附件 on the detail page).

/** The kind of a resume file; uploads from the detail page default to 其他附件. */
export const ResumeFileKind = {
  Original: 'original',
  Standard: 'standard',
  Registration: 'registration',
  Recommendation: 'recommendation',
  Attachment: 'attachment',
} as const;
export type ResumeFileKind = (typeof ResumeFileKind)[keyof typeof ResumeFileKind];
export const RESUME_FILE_KINDS = Object.values(ResumeFileKind) as [ResumeFileKind, ...ResumeFileKind[]];
export const resumeFileKindLabels: Record<ResumeFileKind, string> = {
  original: '原始简历',
  standard: '标准简历',
  registration: '面试登记表',
  recommendation: '推荐报告',
  attachment: '其他附件',
};

/**
 * How a resume file reaches a reader: as stored (`original`); for a reader without 250001
 * (查看候选人联系方式) the 原始简历 as the standard resume PDF with contacts masked
 * (`redacted`, 脱敏版) and every other file not at all (`refused`): an uploaded document or
 * picture cannot be masked, and 附件 such as 面试登记表 carry phone numbers.
 */
export type ResumeFileAccess = 'original' | 'redacted' | 'refused';

export function resumeFileAccess(kind: string, contactAllowed: boolean): ResumeFileAccess {
  if (contactAllowed) return 'original';
  return kind === ResumeFileKind.Original ? 'redacted' : 'refused';
}

/** The 脱敏版 of a resume's original file, as it is offered and downloaded. */
export const REDACTED_RESUME_LABEL = '脱敏版标准简历';
