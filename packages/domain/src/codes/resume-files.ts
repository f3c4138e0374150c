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
