// The choices of /user/seting/resume 简历设置.

/** Fields HR can make required when entering a resume by hand (姓名 always is). */
export const RESUME_REQUIRABLE_FIELDS = ['mobile', 'email', 'gender', 'birthYear', 'workCity'] as const;
export type ResumeRequirableField = (typeof RESUME_REQUIRABLE_FIELDS)[number];
/** Labels as the resume form shows these fields. */
export const resumeRequirableFieldLabels: Record<ResumeRequirableField, string> = {
  mobile: '手机号',
  email: '邮箱',
  gender: '性别',
  birthYear: '出生年份',
  workCity: '现居城市',
};

/** Who owns a resume stored without a named owner. */
export const ResumeDefaultOwner = { Entrant: 'entrant', None: 'none' } as const;
export type ResumeDefaultOwner = (typeof ResumeDefaultOwner)[keyof typeof ResumeDefaultOwner];
export const resumeDefaultOwnerLabels: Record<ResumeDefaultOwner, string> = { entrant: '录入人', none: '不指定' };
