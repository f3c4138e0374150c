export * from './codes';
export * from './system';
export * from './template';
export * from './sms';
export * from './message';
export * from './defaults';
export * from './schedule';
export * from './ics';
