// Every module's tables, for drizzle-kit and for the typed db client.
export * from '../../modules/company/tables';
export * from '../../modules/auth/tables';
export * from '../../modules/resumes/tables';
export * from '../../modules/resumes/settings.tables';
export * from '../../modules/resumes/comments.tables';
export * from '../../modules/resumes/share.tables';
export * from '../../modules/resumes/export.tables';
export * from '../../modules/integrations/tables';
export * from '../../modules/resumes/fields.tables';
export * from '../../modules/reasons/tables';
export * from '../../modules/intake/mailbox/tables';
export * from '../../modules/intake/channels/tables';
export * from '../../modules/approvals/tables';
export * from '../../modules/intake/helper/tables';
export * from '../../modules/jobs/settings.tables';
export * from '../../modules/jobs/tables';
export * from '../../modules/portal/tables';
