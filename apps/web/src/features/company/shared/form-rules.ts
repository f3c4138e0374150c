// The domain's zod schemas as antd Form rules and as the last check before a save, so a
// form refuses exactly what the server refuses, with the same Chinese messages.
import type { FormInstance, FormRule } from 'antd';
import type { z, ZodType } from 'zod';
import { notifyError } from '../../../lib/notify';

function partition<T>(items: readonly T[], test: (item: T) => boolean): [T[], T[]] {
  return [items.filter(test), items.filter((item) => !test(item))];
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);
}

/** A schema the page loads on demand, so that zod is not part of its first screen. */
export type SchemaLoader = () => Promise<ZodType>;

/**
 * One antd rule checking the field with a schema (the first issue is the message). With
 * `required`, an empty value fails with that message and the label gets its asterisk.
 */
export function schemaRule(schema: ZodType | SchemaLoader, required?: string): FormRule {
  return {
    required: required !== undefined,
    validator: async (_rule, value: unknown) => {
      if (required !== undefined && isBlank(value)) throw new Error(required);
      const check = typeof schema === 'function' ? await schema() : schema;
      // A field the server answered as null is simply empty to the form.
      const result = check.safeParse(value === null ? undefined : value);
      if (!result.success) throw new Error(result.error.issues[0]?.message ?? '填写的内容有误');
    },
  };
}

/**
 * Parses the form's values with the request schema: the body to send (trimmed, coerced),
 * or null after putting each issue on its field (or in a toast when no field shows it).
 */
export function parseForm<S extends ZodType>(form: FormInstance, schema: S, values: unknown): z.output<S> | null {
  const result = schema.safeParse(values);
  if (result.success) return result.data;
  // Issues of fields the form does not show are told in a toast rather than lost.
  const shown = new Set(Object.keys(form.getFieldsValue() as object));
  const [onFields, elsewhere] = partition(result.error.issues, (issue) => shown.has(String(issue.path[0])));
  form.setFields(onFields.map((issue) => ({ name: issue.path.map(String), errors: [issue.message] })));
  if (elsewhere[0]) notifyError(elsewhere[0].message);
  return null;
}
