// Validation rules shared by server and web forms (spec section 5).
export * from './contact';
export * from './contact-mask';
export * from './text';
export * from './clean';
export * from './files';
export * from './resume';
export * from './required-fields';
export * from './custom-field-value';
export * from './custom-field-text';
export * from './job';
export * from './job-requirements';
export * from './resume-facts';
export * from './screening';
export * from './scoring';
export * from './job-match';
export * from './demand';
