// Facts derived from a resume: age, work years, highest degree (spec section 5).
export * from './calendar';
export * from './age';
export * from './work-years';
export * from './degree';
export * from './probation';
