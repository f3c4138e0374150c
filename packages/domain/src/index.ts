export * from './codes';
export * from './rules';
export * from './derive';
export * from './permissions';
export * from './navigation';
export * from './errors';
export * from './api';
export * from './zod-locale';
