import { randomBytes } from 'node:crypto';
import { loadConfig, type Config } from '../../src/config';

/**
 * The configuration of an app built in-process by a test or a benchmark: its own data folder and
 * a fresh secret, no demo seed, no rate limits, no log. Free of vitest, so the benchmarks use it too.
 */
export function quietConfig(dataDir: string, env: Record<string, string> = {}): Config {
  return loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    SEED: 'none',
    RATE_LIMITS: 'off',
    LOG_LEVEL: 'silent',
    ...env,
  });
}
