import type { FastifyRequest } from 'fastify';
import { authenticate, checkAccess } from '../auth/access';
import { HttpError } from '../http/errors';
import type { OperationSpec } from './operations';
import type { Services } from './types';

interface Candidate {
  op: OperationSpec;
  pattern: RegExp;
  names: string[];
}

const escape = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');

/**
 * The router finds no route for `/Singup/getUser/` (an empty path parameter), so it would answer
 * the generic "Route not found."; the client did call an operation, though, only with an empty
 * value. This finds that operation so it can answer as itself: its access check first, then 400
 * naming the parameter.
 */
export function emptyParameterCheck(operations: OperationSpec[], services: Services) {
  const candidates: Candidate[] = operations
    .filter((op) => op.path.includes('{'))
    .map((op) => {
      const names: string[] = [];
      const source = op.path
        .split(/(\{[^}]+\})/)
        .map((part) => {
          const param = /^\{([^}]+)\}$/.exec(part);
          if (!param) return escape(part);
          names.push(param[1]!);
          return '([^/]*)';
        })
        .join('');
      // With the parameter empty, `/x/{id}` arrives as `/x/` or, trailing slash dropped, `/x`.
      const pattern = new RegExp(`^${source.replace(/\/\(\[\^\/\]\*\)$/, '(?:/([^/]*))?')}/?$`);
      return { op, pattern, names };
    });

  return async (request: FastifyRequest): Promise<void> => {
    const path = request.url.split('?')[0]!;
    for (const { op, pattern, names } of candidates) {
      if (op.method !== request.method) continue;
      const match = pattern.exec(path);
      if (!match) continue;
      const empty = names.find((_, i) => !match[i + 1]);
      if (!empty) continue;
      if (op.auth !== 'none') {
        const caller = await authenticate(
          request,
          services.db,
          services.config.jwtSecret,
          services.clock.now(),
          services.config.tokenTtlSeconds
        );
        checkAccess(op, caller);
      }
      throw new HttpError(
        400,
        'validation_failed',
        `path.${empty} must not be empty.`,
        `path.${empty}`
      );
    }
  };
}
