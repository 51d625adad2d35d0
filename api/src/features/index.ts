import type { Handler, HandlerTable, OperationId } from '../contract/types';
import { HttpError, MESSAGES } from '../http/errors';
import { accountsHandlers } from './accounts/index';
import { booksHandlers } from './books/index';
import { communityHandlers } from './community/index';
import { contentHandlers } from './content/index';
import { lendingHandlers } from './lending/index';
import { membershipHandlers } from './membership/index';

/**
 * The handler of every operation in the contract, gathered from the feature folders. The type
 * HandlerTable lists every operationId of openapi/, so an operation added to the contract
 * without a handler does not compile.
 */
const implemented: Partial<HandlerTable> = {
  ...accountsHandlers,
  ...booksHandlers,
  ...contentHandlers,
  ...communityHandlers,
  ...lendingHandlers,
  ...membershipHandlers,
};

// TEMPORARY while the features are being written: operations without a handler answer 500.
const notImplemented =
  (id: string): Handler<OperationId> =>
  async ({ services }) => {
    services.log.error(`Operation ${id} is not implemented yet.`);
    throw new HttpError(500, 'internal', MESSAGES.internal);
  };
export const handlers = new Proxy(implemented, {
  get: (target, key: string) => target[key as OperationId] ?? notImplemented(key),
}) as HandlerTable;
