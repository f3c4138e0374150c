// The schema of 企业信息 (and zod behind it), loaded on demand: when the form is first focused
// or checked, not with the page.
export { companyBaseSchema } from '@bole/domain';
