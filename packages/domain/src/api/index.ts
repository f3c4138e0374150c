export * from './common';
export * from './auth';
export * from './account';
export * from './company';
export * from './resume';
export * from './integrations';
export * from './resume-fields';
export * from './archive-reasons';
