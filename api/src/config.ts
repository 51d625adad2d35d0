import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { S3Config } from './storage/s3';

/** Everything the server reads from its environment, parsed once at start. */
export interface Config {
  port: number;
  host: string;
  /** Embedded database, uploads, mail outbox and the generated secret live here. */
  dataDir: string;
  /** A PostgreSQL server; when absent the embedded PGlite database in dataDir is used. */
  databaseUrl: string | null;
  /** Absolute base URL under which this API is reachable; upload URLs are built from it. */
  publicUrl: string;
  /** Origins allowed by CORS (the site and the console). */
  corsOrigins: string[];
  /** Base URL of the member site, used in e-mailed links. */
  siteUrl: string;
  jwtSecret: Uint8Array;
  /** Lifetime of an access token, in seconds. */
  tokenTtlSeconds: number;
  smtp: SmtpConfig | null;
  mailFrom: string;
  seed: 'demo' | 'none';
  firstAdmin: { email: string; password: string } | null;
  /** Membership length granted on approval, in days. */
  membershipDays: number;
  /** The membership fee recorded with an approved application, in taka. */
  membershipFeeTaka: number;
  /** `required`: every admin must set up two-factor login (TOTP) before anything else. */
  adminTwoFactor: 'optional' | 'required';
  /** Rate limits can be relaxed in tests; never in production. */
  rateLimits: boolean;
  /**
   * How long a public read may be answered from memory at most (READ_CACHE_SECONDS, 60; 0 turns
   * the cache off). Writes drop answers at once; this only bounds a notification gone astray.
   */
  readCacheSeconds: number;
  logLevel: string;
  /** Bearer token of GET /ops/metrics; without it the endpoint does not exist. */
  metricsToken: string | null;
  /**
   * Tests only (refused with NODE_ENV=production): a file holding a number of milliseconds the
   * server's clock runs ahead of real time, read at every "now", so a test can move the clock of
   * several API processes at once (due dates, the hourly reminder run, the daily backup).
   */
  testClockFile: string | null;
  /** The daily backup: where archives go and how many are kept; null when BACKUPS=off. */
  backups: { dir: string; keep: number } | null;
  /** Where uploads live: DATA_DIR/uploads (STORAGE=local, the default) or an S3 bucket. */
  storage: { kind: 'local' } | ({ kind: 's3' } & S3Config);
  /** The job queue: how often a process looks for due jobs, and how long it reserves one. */
  jobs: { pollMs: number; leaseMs: number };
  /** Channels reminders go out on: always mail; `sms` adds the SMS/WhatsApp driver (logs only). */
  reminderChannels: ('mail' | 'sms')[];
}

export interface SmtpConfig {
  host: string;
  port: number;
  secure: boolean;
  user?: string;
  pass?: string;
}

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

function int(env: Env, name: string, fallback: number, min = 0, max = 2 ** 31): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be an integer between ${min} and ${max} (got "${raw}").`);
  }
  return value;
}

function list(raw: string | undefined, fallback: string[]): string[] {
  if (!raw) return fallback;
  return raw
    .split(',')
    .map((s) => s.trim().replace(/\/$/, ''))
    .filter(Boolean);
}

/**
 * The JWT secret comes from JWT_SECRET; without it a random one is generated once and kept in
 * the data dir, so tokens survive restarts of a development server but no secret is ever
 * committed or shared between installations.
 */
function jwtSecret(env: Env, dataDir: string): Uint8Array {
  if (env.JWT_SECRET) {
    if (env.JWT_SECRET.length < 32)
      throw new ConfigError('JWT_SECRET must be at least 32 characters.');
    return new TextEncoder().encode(env.JWT_SECRET);
  }
  const file = path.join(dataDir, 'jwt-secret');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  }
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
}

function storage(env: Env): Config['storage'] {
  const kind = env.STORAGE || 'local';
  if (kind === 'local') return { kind };
  if (kind !== 's3') throw new ConfigError('STORAGE must be "local" or "s3".');
  if (!env.S3_BUCKET) throw new ConfigError('STORAGE=s3 needs S3_BUCKET.');
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError('Set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither.');
  }
  const endpoint = env.S3_ENDPOINT?.replace(/\/$/, '') || null;
  return {
    kind,
    bucket: env.S3_BUCKET,
    endpoint,
    region: env.S3_REGION || 'us-east-1',
    accessKeyId: env.S3_ACCESS_KEY_ID || null,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY || null,
    // S3-compatible servers mostly want the bucket in the path; AWS prefers virtual hosts.
    forcePathStyle: env.S3_FORCE_PATH_STYLE
      ? env.S3_FORCE_PATH_STYLE === 'true'
      : Boolean(endpoint),
    publicUrl: env.S3_PUBLIC_URL?.replace(/\/$/, '') || null,
  };
}

function metricsToken(env: Env): string | null {
  const token = env.METRICS_TOKEN?.trim();
  if (!token) return null;
  if (token.length < 16) throw new ConfigError('METRICS_TOKEN must be at least 16 characters.');
  return token;
}

function testClockFile(env: Env): string | null {
  if (!env.TEST_CLOCK_FILE) return null;
  if (env.NODE_ENV === 'production') {
    throw new ConfigError(
      'TEST_CLOCK_FILE is for tests; it cannot be used with NODE_ENV=production.'
    );
  }
  return path.resolve(env.TEST_CLOCK_FILE);
}

export function loadConfig(env: Env = process.env): Config {
  const port = int(env, 'PORT', 5000, 0, 65535);
  const dataDir = path.resolve(env.DATA_DIR || './data');
  const publicUrl = (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/$/, '');
  const siteUrl = (env.SITE_URL || 'http://localhost:5173').replace(/\/$/, '');
  const consoleUrl = (env.CONSOLE_URL || 'http://localhost:5174').replace(/\/$/, '');
  const seed = env.SEED || 'demo';
  if (seed !== 'demo' && seed !== 'none') throw new ConfigError('SEED must be "demo" or "none".');
  const adminEmail = env.ADMIN_EMAIL?.trim();
  const adminPassword = env.ADMIN_PASSWORD;
  if (Boolean(adminEmail) !== Boolean(adminPassword)) {
    throw new ConfigError('Set both ADMIN_EMAIL and ADMIN_PASSWORD, or neither.');
  }
  if (adminPassword && adminPassword.length < 8) {
    throw new ConfigError('ADMIN_PASSWORD must be at least 8 characters.');
  }
  const adminTwoFactor = env.ADMIN_TWO_FACTOR || 'optional';
  if (adminTwoFactor !== 'optional' && adminTwoFactor !== 'required') {
    throw new ConfigError('ADMIN_TWO_FACTOR must be "optional" or "required".');
  }
  const smtp: SmtpConfig | null = env.SMTP_HOST
    ? {
        host: env.SMTP_HOST,
        port: int(env, 'SMTP_PORT', 587, 1, 65535),
        secure: env.SMTP_SECURE === 'true',
        user: env.SMTP_USER || undefined,
        pass: env.SMTP_PASS || undefined,
      }
    : null;
  return {
    port,
    host: env.HOST || '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || null,
    publicUrl,
    corsOrigins: list(env.CORS_ORIGINS, [siteUrl, consoleUrl]),
    siteUrl,
    jwtSecret: jwtSecret(env, dataDir),
    tokenTtlSeconds: int(env, 'TOKEN_TTL_SECONDS', 24 * 60 * 60, 60),
    smtp,
    mailFrom: env.MAIL_FROM || 'Pathagar <no-reply@pathagar.local>',
    seed,
    firstAdmin: adminEmail && adminPassword ? { email: adminEmail, password: adminPassword } : null,
    membershipDays: int(env, 'MEMBERSHIP_DAYS', 365, 1, 3650),
    membershipFeeTaka: int(env, 'MEMBERSHIP_FEE', 100, 1, 1_000_000),
    adminTwoFactor,
    rateLimits: env.RATE_LIMITS !== 'off',
    readCacheSeconds: int(env, 'READ_CACHE_SECONDS', 60, 0, 24 * 3600),
    logLevel: env.LOG_LEVEL || 'info',
    metricsToken: metricsToken(env),
    storage: storage(env),
    testClockFile: testClockFile(env),
    backups:
      env.BACKUPS === 'off'
        ? null
        : {
            dir: path.resolve(env.BACKUP_DIR || path.join(dataDir, 'backups')),
            keep: int(env, 'BACKUP_KEEP', 7, 1, 1000),
          },
    jobs: {
      pollMs: int(env, 'JOB_POLL_MS', 2000, 10, 3_600_000),
      leaseMs: int(env, 'JOB_LEASE_MS', 5 * 60_000, 100, 24 * 3_600_000),
    },
    reminderChannels: list(env.REMINDER_CHANNELS, ['mail']).includes('sms')
      ? ['mail', 'sms']
      : ['mail'],
  };
}
