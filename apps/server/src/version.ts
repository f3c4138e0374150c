import { createHash } from 'node:crypto';
import fs from 'node:fs';

/**
 * The version of the web build being served: a hash of its index.html, which names the
 * hashed bundles, so every new build changes it and open pages reload.
 */
export function webBuildVersion(indexHtml: string): string {
  try {
    return createHash('sha256').update(fs.readFileSync(indexHtml)).digest('hex').slice(0, 12);
  } catch {
    return 'dev';
  }
}
