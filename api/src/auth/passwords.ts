import { hash, verify } from '@node-rs/argon2';
import bcrypt from 'bcryptjs';

/** OWASP Password Storage Cheat Sheet minimum for argon2id: 19 MiB, 2 passes, 1 lane. */
// algorithm 2 is Argon2id (@node-rs/argon2's Algorithm is a const enum that isolated modules cannot read).
const ARGON2ID = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2ID);
}

/**
 * Checks a password against a stored hash: argon2id (ours) or bcrypt (`$2a$`/`$2b$`/`$2y$`, the
 * legacy server's), so accounts imported from it can log in. `needsRehash` says the hash should
 * be replaced by an argon2id one now that the password is known.
 */
export async function verifyPassword(
  stored: string,
  password: string
): Promise<{ ok: boolean; needsRehash: boolean }> {
  if (/^\$2[aby]\$/.test(stored)) {
    const ok = await bcrypt.compare(password, stored);
    return { ok, needsRehash: ok };
  }
  if (stored.startsWith('$argon2')) {
    try {
      const ok = await verify(stored, password);
      const current = stored.startsWith(
        `$argon2id$v=19$m=${ARGON2ID.memoryCost},t=${ARGON2ID.timeCost},p=${ARGON2ID.parallelism}$`
      );
      return { ok, needsRehash: ok && !current };
    } catch {
      return { ok: false, needsRehash: false };
    }
  }
  return { ok: false, needsRehash: false };
}

/**
 * A hash to verify against when the account does not exist, so that a login for an unknown
 * e-mail costs as long as one for a known e-mail and timing does not reveal which accounts exist.
 */
let decoy: Promise<string> | null = null;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword('decoy password that matches nothing');
  return decoy;
}
