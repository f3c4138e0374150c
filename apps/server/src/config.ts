import path from 'node:path';
import { z } from 'zod';
import { parseSecretKey, readOrCreateKeyFile } from './platform/crypto';

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().url().optional(),
  BOLE_DATA_DIR: z.string().default('./data'),
  // Stored files (attachments, originals); defaults to BOLE_DATA_DIR/files.
  BOLE_FILES_DIR: z.string().optional(),
  // Where the built web app lives; served with the API from one process.
  BOLE_WEB_DIST: z.string().optional(),
  // Public origin used in links sent to people (reset, invite, portal).
  BOLE_PUBLIC_URL: z.string().url().optional(),
  // 64 hex characters: the key that encrypts stored third-party secrets. Without it the
  // key lives in BOLE_DATA_DIR/secret.key, made on first start.
  BOLE_SECRET_KEY: z.string().regex(/^[0-9a-fA-F]{64}$/, 'BOLE_SECRET_KEY must be 64 hex characters').optional(),
  // DingTalk's open API (a test points it at a fake server).
  BOLE_DINGTALK_API: z.string().url().default('https://oapi.dingtalk.com'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  databaseUrl?: string;
  dataDir: string;
  /** Where file bytes are kept by content hash (platform/files). */
  filesDir: string;
  webDist: string;
  publicUrl: string;
  logLevel: string;
  /** Answer reset and invite links in the API response (no mail server configured yet). */
  exposeLinks: boolean;
  /** Per-IP request limits on the public auth routes (off in tests that make many accounts). */
  ipRateLimit: boolean;
  /** AES-256 key (32 bytes) for secrets stored encrypted (platform/crypto.ts). */
  secretKey: Buffer;
  /** Base URL of DingTalk's open API. */
  dingtalkApi: string;
};

/** Reads and validates the environment once at start. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const e = envSchema.parse(env);
  const serverRoot = path.resolve(import.meta.dirname, '..');
  const dataDir = path.resolve(e.BOLE_DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    filesDir: path.resolve(e.BOLE_FILES_DIR ?? path.join(dataDir, 'files')),
    webDist: path.resolve(e.BOLE_WEB_DIST ?? path.join(serverRoot, '../web/dist')),
    publicUrl: e.BOLE_PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    logLevel: e.LOG_LEVEL,
    exposeLinks: true,
    ipRateLimit: true,
    secretKey: e.BOLE_SECRET_KEY ? parseSecretKey(e.BOLE_SECRET_KEY, 'BOLE_SECRET_KEY') : readOrCreateKeyFile(path.join(dataDir, 'secret.key')),
    dingtalkApi: e.BOLE_DINGTALK_API.replace(/\/+$/, ''),
  };
}
