import { errors, jwtVerify, SignJWT } from 'jose';

/** Who is calling, as the server established from a verified token and the account it names. */
export type Caller =
  | { role: 'member'; userId: number; email: string }
  | { role: 'admin'; adminId: number; email: string };

export interface TokenClaims {
  role: 'member' | 'admin';
  /** The account: a member's uniqueId or an admin's id. */
  id: number;
  /** The account's token version when the token was made; bumping it revokes older tokens. */
  version: number;
}

const ISSUER = 'pathagar';

/** The contract gives admin sessions at most 8 hours (members get the configured lifetime). */
export const ADMIN_TTL_SECONDS = 8 * 60 * 60;

/** The longest a token of `role` may live: what this server issues, never more. */
export const tokenLifetime = (role: 'member' | 'admin', configuredSeconds: number) =>
  role === 'admin' ? Math.min(configuredSeconds, ADMIN_TTL_SECONDS) : configuredSeconds;

export async function signToken(
  claims: TokenClaims,
  secret: Uint8Array,
  ttlSeconds: number,
  now = new Date()
): Promise<{ token: string; expiresAt: Date }> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  // An admin token never outlives the admin cap, whatever lifetime is asked for.
  const lifetime = tokenLifetime(claims.role, ttlSeconds);
  const expiresAt = new Date((issuedAt + lifetime) * 1000);
  const token = await new SignJWT({ role: claims.role, ver: claims.version })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.id))
    .setIssuer(ISSUER)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + lifetime)
    .sign(secret);
  return { token, expiresAt };
}

export type VerifyResult =
  { ok: true; claims: TokenClaims } | { ok: false; reason: 'expired' | 'invalid' };

/** A token issued a little in the future is allowed this much clock skew between nodes. */
const CLOCK_SKEW_SECONDS = 60;

/**
 * Verifies a bearer token. Besides the signature, the issuer and the expiry, the token must carry
 * `iat` and `exp`, must not be issued in the future, and must not live longer than
 * `maxLifetimeSeconds` for its role (a correctly signed token without `exp`, or with one years
 * away, would otherwise be a session that never ends).
 */
export async function verifyToken(
  token: string,
  secret: Uint8Array,
  now = new Date(),
  maxLifetimeSeconds: (role: 'member' | 'admin') => number = () => Infinity
): Promise<VerifyResult> {
  try {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: ['HS256'],
      issuer: ISSUER,
      currentDate: now,
      requiredClaims: ['iat', 'exp', 'sub'],
    });
    const id = Number(payload.sub);
    const role = payload.role;
    const version = payload.ver;
    if (
      !Number.isInteger(id) ||
      (role !== 'member' && role !== 'admin') ||
      typeof version !== 'number'
    ) {
      return { ok: false, reason: 'invalid' };
    }
    const { iat, exp } = payload as { iat: number; exp: number };
    const nowSeconds = now.getTime() / 1000;
    if (iat > nowSeconds + CLOCK_SKEW_SECONDS || exp - iat > maxLifetimeSeconds(role)) {
      return { ok: false, reason: 'invalid' };
    }
    return { ok: true, claims: { role, id, version } };
  } catch (error) {
    return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
  }
}
