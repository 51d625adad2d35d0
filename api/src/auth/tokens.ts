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

export async function signToken(
  claims: TokenClaims,
  secret: Uint8Array,
  ttlSeconds: number,
  now = new Date()
): Promise<{ token: string; expiresAt: Date }> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expiresAt = new Date((issuedAt + ttlSeconds) * 1000);
  const token = await new SignJWT({ role: claims.role, ver: claims.version })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.id))
    .setIssuer(ISSUER)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ttlSeconds)
    .sign(secret);
  return { token, expiresAt };
}

export type VerifyResult =
  { ok: true; claims: TokenClaims } | { ok: false; reason: 'expired' | 'invalid' };

export async function verifyToken(
  token: string,
  secret: Uint8Array,
  now = new Date()
): Promise<VerifyResult> {
  try {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: ['HS256'],
      issuer: ISSUER,
      currentDate: now,
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
    return { ok: true, claims: { role, id, version } };
  } catch (error) {
    return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
  }
}
