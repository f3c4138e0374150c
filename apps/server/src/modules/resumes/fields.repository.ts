// The custom resume field definitions, read through the shared custom-field repository.
import type { DbOrTx } from '../../platform/db/client';
import * as fields from '../custom-fields/repository';
import type { FieldRow } from '../custom-fields/tables';
import { resumeFieldDefs } from './fields.tables';

export type { FieldRow };

/** The company's resume fields in display order. */
export const listFields = (db: DbOrTx, companyId: number): Promise<FieldRow[]> => fields.listFields(db, resumeFieldDefs, companyId);
