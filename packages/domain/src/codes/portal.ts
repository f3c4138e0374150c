// Careers portal (招聘官网): the application form's fields and modes, limits and defaults that
// the server, the settings pages and the public form share (plain values, no schemas).

/** Resume fields the application form may show, in form order; 姓名 and 手机号 are always shown and required. */
export const PORTAL_FORM_FIELDS = ['email', 'gender', 'birthday', 'workCity', 'degree', 'workYears', 'currentSalary', 'expectSalary', 'expectCity', 'wechatCode'] as const;
export type PortalFormField = (typeof PORTAL_FORM_FIELDS)[number];
export const portalFormFieldLabels: Record<PortalFormField, string> = {
  email: '邮箱',
  gender: '性别',
  birthday: '出生日期',
  workCity: '现居城市',
  degree: '最高学历',
  workYears: '工作年限',
  currentSalary: '目前薪资',
  expectSalary: '期望薪资',
  expectCity: '期望城市',
  wechatCode: '微信号',
};

/** How a field (or the attachment) appears on the form. */
export const FIELD_MODES = ['hidden', 'optional', 'required'] as const;
export type FieldMode = (typeof FIELD_MODES)[number];
export const fieldModeLabels: Record<FieldMode, string> = { hidden: '不显示', optional: '选填', required: '必填' };

export const PORTAL_CONSENT_MAX = 5000;
export const DEFAULT_CONSENT_TEXT =
  '我已阅读并同意：贵公司为招聘目的收集、存储和使用我在本页面提交的个人信息及简历，仅用于评估我与职位的匹配、联系我安排面试；未经我同意不会提供给与招聘无关的第三方。我可以随时联系贵公司查阅、更正或删除我的信息。';

export const PORTAL_SECTIONS_MAX = 8;
export const BRANDING_ITEMS_MAX = 12;
export const DEFAULT_PORTAL_COLOR = '#1677ff';

/** 官网设置: which open jobs the portal shows. */
export const PortalJobScope = { All: 'all', Selected: 'selected' } as const;
export type PortalJobScope = (typeof PortalJobScope)[keyof typeof PortalJobScope];
export const portalJobScopeLabels: Record<PortalJobScope, string> = { all: '全部招聘中的职位', selected: '仅所选职位' };

/** Name of the hidden field robots fill in and people never see. */
export const HONEYPOT_FIELD = 'website';
export const PORTAL_IMAGE_MAX_MB = 2;
export const PORTAL_ATTACHMENT_MAX_MB = 10;
