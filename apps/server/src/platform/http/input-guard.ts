// Checks every request's parsed body, query and route parameters before any schema sees
// them: no control characters in any string or key (PostgreSQL refuses a NUL, and the rest
// have no place in a form), and no nesting deeper than any form needs (a recursive zod
// schema, like an approval flow's, would otherwise run out of stack).
import { ERRORS } from '@bole/domain';
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Top-level body fields that carry foreign text as it is (a captured page's HTML), not checked for control characters. */
    rawText?: readonly string[];
  }
}

/** Deeper than any form (an approval flow with three levels of conditions is about 17). */
export const INPUT_DEPTH_MAX = 32;

// C0 controls except tab, line feed and carriage return, and DEL.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** Whether the text holds a control character other than tab and line breaks. */
export function hasControlCharacter(text: string): boolean {
  return CONTROL.test(text);
}

function controlCharacters(field: string): AppError {
  const { message } = ERRORS.INPUT_CONTROL_CHARACTER;
  return new AppError('INPUT_CONTROL_CHARACTER', message, { fields: [{ field, message }] });
}

/**
 * Walks a parsed value without recursion and refuses, as a 400, a string or key with a
 * control character or nesting deeper than INPUT_DEPTH_MAX. `skip` names top-level keys
 * left unchecked.
 */
export function checkInput(value: unknown, skip: readonly string[] = []): void {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path: '', depth: 0 }];
  while (stack.length > 0) {
    const { value: v, path, depth } = stack.pop()!;
    if (typeof v === 'string') {
      if (hasControlCharacter(v)) throw controlCharacters(path);
      continue;
    }
    if (typeof v !== 'object' || v === null) continue;
    if (depth >= INPUT_DEPTH_MAX) throw new AppError('INPUT_TOO_DEEP');
    for (const [key, child] of Object.entries(v)) {
      const at = path ? `${path}.${key}` : key;
      if (hasControlCharacter(key)) throw controlCharacters(at);
      if (depth === 0 && skip.includes(key)) continue;
      stack.push({ value: child, path: at, depth: depth + 1 });
    }
  }
}

/** Registers the check for every route; after the auth plugin, so an anonymous caller gets 401 first. */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    checkInput(request.params);
    checkInput(request.query);
    checkInput(request.body, request.routeOptions.config.rawText);
  });
}
