// Loads the 企业信息 schema (./schema) once; a failed download is tried again on the next check.
import type { CompanyBase } from '@bole/domain';
import type { ZodType } from 'zod';
import type * as Schema from './schema';

type Module = typeof Schema;

let loading: Promise<Module> | null = null;

export function loadBaseSchema(): Promise<Module> {
  loading ??= import('./schema').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** The rule schema of one field, for `schemaRule`. */
export const fieldSchema = (name: keyof CompanyBase) => (): Promise<ZodType> => loadBaseSchema().then((m) => m.companyBaseSchema.shape[name]);
