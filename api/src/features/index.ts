import type { HandlerTable } from '../contract/types';
import { accountsHandlers } from './accounts/index';
import { auditHandlers } from './audit/index';
import { booksHandlers } from './books/index';
import { circulationHandlers } from './circulation/index';
import { communityHandlers } from './community/index';
import { contentHandlers } from './content/index';
import { csvHandlers } from './csv/index';
import { lendingHandlers } from './lending/index';
import { membershipHandlers } from './membership/index';

/**
 * The handler of every operation in the contract, gathered from the feature folders. HandlerTable
 * lists every operationId of openapi/ (through the generated SDK types), so an operation added to
 * the contract without a handler here does not compile.
 */
export const handlers = {
  ...accountsHandlers,
  ...auditHandlers,
  ...booksHandlers,
  ...circulationHandlers,
  ...contentHandlers,
  ...csvHandlers,
  ...communityHandlers,
  ...lendingHandlers,
  ...membershipHandlers,
} satisfies HandlerTable;
