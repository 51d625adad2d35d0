import type { FastifyRequest } from 'fastify';
import type { OperationSpec } from '../contract/operations';
import type { Database } from '../db/index';
import { forbidden, HttpError, MESSAGES, unauthorized } from '../http/errors';
import { tokenLifetime, verifyToken, type Caller } from './tokens';

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  // A header that is present but not a bearer token is a bad token, not a missing one.
  return match?.[1] ?? '';
}

/**
 * Establishes the caller from the Authorization header: the token must verify, and the account
 * it names must still exist with the same token version (deleting an account or changing its
 * password ends its sessions).
 */
export async function authenticate(
  request: FastifyRequest,
  db: Database,
  secret: Uint8Array,
  now: Date,
  /** The configured member token lifetime; admins get at most 8 hours of it. */
  ttlSeconds: number
): Promise<Caller | null> {
  const token = bearer(request);
  if (token === null) return null;
  const result = await verifyToken(token, secret, now, (role) => tokenLifetime(role, ttlSeconds));
  if (!result.ok) {
    throw unauthorized(
      result.reason === 'expired' ? MESSAGES.sessionExpired : MESSAGES.invalidToken
    );
  }
  const { role, id, version } = result.claims;
  if (role === 'admin') {
    const admin = await db
      .selectFrom('admins')
      .select(['id', 'email', 'token_version'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!admin || admin.token_version !== version) throw unauthorized(MESSAGES.invalidToken);
    return { role: 'admin', adminId: admin.id, email: admin.email };
  }
  const user = await db
    .selectFrom('users')
    .select(['unique_id', 'email', 'token_version'])
    .where('unique_id', '=', id)
    .executeTakeFirst();
  if (!user || user.token_version !== version) throw unauthorized(MESSAGES.invalidToken);
  return { role: 'member', userId: user.unique_id, email: user.email };
}

/** Function-level check: the operation's `x-access` against the caller's role. */
export function checkAccess(op: OperationSpec, caller: Caller | null): void {
  if (op.access === 'public') return;
  if (!caller) throw unauthorized();
  if (op.access === 'admin' && caller.role !== 'admin')
    throw forbidden('forbidden', MESSAGES.adminOnly);
}

function ownerValue(op: OperationSpec, request: FastifyRequest): unknown {
  const owner = op.owner!;
  const source =
    owner.in === 'query' ? request.query : owner.in === 'path' ? request.params : request.body;
  return (source as Record<string, unknown> | undefined)?.[owner.name];
}

/**
 * Object-level check (`x-owner`): a member may only name their own account in the field the
 * contract marks; an admin may when the contract allows it.
 */
export function checkOwner(
  op: OperationSpec,
  caller: Caller | null,
  request: FastifyRequest
): void {
  if (!op.owner || !caller) return;
  if (caller.role === 'admin') {
    if (op.owner.admin) return;
    throw new HttpError(403, 'not_owner', MESSAGES.notOwner);
  }
  const value = ownerValue(op, request);
  const own =
    op.owner.matches === 'userId'
      ? Number(value) === caller.userId
      : typeof value === 'string' && value.trim().toLowerCase() === caller.email.toLowerCase();
  if (!own) throw new HttpError(403, 'not_owner', MESSAGES.notOwner);
}

/** The operations an admin may call before setting up two-factor login when it is required. */
const TWO_FACTOR_SETUP = new Set([
  'getTwoFactorStatus',
  'startTwoFactorEnrolment',
  'confirmTwoFactor',
]);

/**
 * With ADMIN_TWO_FACTOR=required, an admin without two-factor login may only set it up: every
 * other admin operation answers 403 `two_factor_enrolment_required`.
 */
export async function checkTwoFactorEnrolment(
  op: OperationSpec,
  caller: Caller | null,
  db: Database,
  required: boolean
): Promise<void> {
  if (!required || caller?.role !== 'admin' || op.access !== 'admin') return;
  if (TWO_FACTOR_SETUP.has(op.operationId)) return;
  const row = await db
    .selectFrom('admin_totp')
    .select('confirmed_at')
    .where('admin_id', '=', caller.adminId)
    .executeTakeFirst();
  if (!row?.confirmed_at) {
    throw forbidden('two_factor_enrolment_required', 'Set up two-factor login first.');
  }
}
