import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

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
  /** Rate limits can be relaxed in tests; never in production. */
  rateLimits: boolean;
  logLevel: string;
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
    rateLimits: env.RATE_LIMITS !== 'off',
    logLevel: env.LOG_LEVEL || 'info',
  };
}
