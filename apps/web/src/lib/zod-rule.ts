// Reuses the domain's zod schemas as antd Form rules, so a form checks exactly what the server checks.
import type { FormRule } from 'antd';
import type { ZodType } from 'zod';

/** An antd rule validating the field with the schema; the first zod issue is the message. */
export function zodRule(schema: ZodType): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const result = schema.safeParse(value);
      // antd fills `${name}` in rule messages with its own variables: escape the template tokens a message quotes.
      if (!result.success) throw new Error((result.error.issues[0]?.message ?? '填写的内容有误').replace(/\$\{(\w+)\}/g, '\\${$1}'));
    },
  };
}
