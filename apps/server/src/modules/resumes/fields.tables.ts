import { customFieldDefsTable } from '../custom-fields/tables';

/** The company's custom resume fields (/user/manage/resumefield); resumes keep the values in `resumes.custom_fields`. */
export const resumeFieldDefs = customFieldDefsTable('resume_field_defs');
