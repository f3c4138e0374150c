export * from './codes';
export * from './template';
export * from './sms';
export * from './message';
export * from './defaults';
