import path from 'node:path';
import { z } from 'zod';

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().url().optional(),
  BOLE_DATA_DIR: z.string().default('./data'),
  // Where the built web app lives; served with the API from one process.
  BOLE_WEB_DIST: z.string().optional(),
  // Public origin used in links sent to people (reset, invite, portal).
  BOLE_PUBLIC_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  databaseUrl?: string;
  dataDir: string;
  webDist: string;
  publicUrl: string;
  logLevel: string;
  /** Answer reset and invite links in the API response (no mail server configured yet). */
  exposeLinks: boolean;
  /** Per-IP request limits on the public auth routes (off in tests that make many accounts). */
  ipRateLimit: boolean;
};

/** Reads and validates the environment once at start. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const e = envSchema.parse(env);
  const serverRoot = path.resolve(import.meta.dirname, '..');
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(e.BOLE_DATA_DIR),
    webDist: path.resolve(e.BOLE_WEB_DIST ?? path.join(serverRoot, '../web/dist')),
    publicUrl: e.BOLE_PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    logLevel: e.LOG_LEVEL,
    exposeLinks: true,
    ipRateLimit: true,
  };
}
