import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { parseSecretKey, readOrCreateKeyFile } from './platform/crypto';
import { SERVER_ROOT } from './platform/server-files';

// proxy-addr's names for the loopback, link-local and private (unique local) ranges.
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** One TRUST_PROXY entry: an IP, a CIDR (10.0.0.0/8, fd00::/8) or a range name. */
function isProxyEntry(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [ip = '', bits, ...rest] = entry.split('/');
  const family = isIP(ip);
  if (family === 0 || rest.length > 0) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
}

// Whose X-Forwarded-For/-Proto/-Host to believe: nobody (empty), the proxies listed, or the
// nearest N hops. `true` is refused: it lets any client pick its own IP and escape the per-IP limits.
const trustProxySchema = z
  .string()
  .trim()
  .default('')
  .refine((v) => v === '' || /^\d{1,2}$/.test(v) || v.split(',').every((e) => isProxyEntry(e.trim())), {
    message: 'TRUST_PROXY must be empty, a hop count, or a comma-separated list of proxy IPs/CIDRs (loopback, linklocal, uniquelocal)',
  })
  .transform((v): TrustProxy => {
    if (v === '') return false;
    if (/^\d+$/.test(v)) return Number(v) || false;
    return v.split(',').map((e) => e.trim());
  });

/** What Fastify's trustProxy gets: nothing trusted, the nearest N hops, or these addresses. */
export type TrustProxy = false | number | string[];

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  // This machine only unless set: the demo accounts share a documented password (seed/demo-password.ts).
  HOST: z.string().default('127.0.0.1'),
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
  // 1: mailboxes may name loopback and private addresses and any port (a mail server inside).
  MAIL_ALLOW_PRIVATE_HOSTS: z.enum(['0', '1']).default('0'),
  // The platform's mail server: smtp://user:pass@host:port, smtps:// for TLS (?from=address).
  SMTP_URL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.string().regex(/^smtps?:\/\/[^\s]+$/, 'SMTP_URL must look like smtp://user:pass@host:port or smtps://...').optional(),
  ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: trustProxySchema,
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
  /** Per-IP request limits on the public auth routes (off in tests that make many accounts). */
  ipRateLimit: boolean;
  /** AES-256 key (32 bytes) for secrets stored encrypted (platform/crypto.ts). */
  secretKey: Buffer;
  /** Base URL of DingTalk's open API. */
  dingtalkApi: string;
  /** Mailboxes may reach loopback, private and reserved addresses, on any port (MAIL_ALLOW_PRIVATE_HOSTS=1). */
  mailAllowPrivateHosts: boolean;
  /** The platform's mail server (SMTP_URL); without it messages stay in the outbox unsent. */
  smtpUrl?: string;
  /** The reverse proxies whose forwarded headers give the client's IP and protocol (TRUST_PROXY). */
  trustProxy: TrustProxy;
};

/** Reads and validates the environment once at start. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const e = envSchema.parse(env);
  const dataDir = path.resolve(e.BOLE_DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    filesDir: path.resolve(e.BOLE_FILES_DIR ?? path.join(dataDir, 'files')),
    webDist: path.resolve(e.BOLE_WEB_DIST ?? path.join(SERVER_ROOT, '../web/dist')),
    publicUrl: e.BOLE_PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    logLevel: e.LOG_LEVEL,
    ipRateLimit: true,
    secretKey: e.BOLE_SECRET_KEY ? parseSecretKey(e.BOLE_SECRET_KEY, 'BOLE_SECRET_KEY') : readOrCreateKeyFile(path.join(dataDir, 'secret.key')),
    dingtalkApi: e.BOLE_DINGTALK_API.replace(/\/+$/, ''),
    mailAllowPrivateHosts: e.MAIL_ALLOW_PRIVATE_HOSTS === '1',
    trustProxy: e.TRUST_PROXY,
    smtpUrl: e.SMTP_URL,
  };
}
