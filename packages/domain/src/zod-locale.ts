import { z } from 'zod';

/** Makes zod's built-in messages (ranges, types) Chinese wherever a schema has no message of its own. */
export function applyChineseZodMessages(): void {
  z.config(z.locales.zhCN());
}
