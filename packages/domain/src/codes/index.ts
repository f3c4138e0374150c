// Code tables of the product (spec sections 3, 4 and 9). Codes the spec numbers are
// numbers; codes it only names are string keys. Each table has a `...Labels` map with the
// Chinese label and, where the spec gives one, a `...Order`; turn them into antd options
// with `codeOptions` / `codeFilters`, and validate input with `z.enum(TheCodeObject)`.
export * from './helpers';
export * from './paging';
export * from './app';
export * from './person';
export * from './resume';
export * from './resume-files';
export * from './resume-settings';
export * from './resume-export';
export * from './intake';
export * from './resume-rules';
export * from './job-boards';
export * from './job';
export * from './company';
export * from './process';
export * from './interview';
export * from './candidate-feedback';
export * from './onboarding-form';
export * from './offer';
export * from './onboarding';
export * from './exam';
export * from './notify';
export * from './automation';
export * from './referral';
export * from './intention';
export * from './points';
export * from './custom-field';
export * from './approval';
export * from './demand';
export * from './portal';
