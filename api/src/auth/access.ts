import type { FastifyRequest } from 'fastify';
import type { OperationSpec } from '../contract/operations';
import type { Database } from '../db/index';
import { forbidden, HttpError, MESSAGES, unauthorized } from '../http/errors';
import { verifyToken, type Caller } from './tokens';

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
  now: Date
): Promise<Caller | null> {
  const token = bearer(request);
  if (token === null) return null;
  const result = await verifyToken(token, secret, now);
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
