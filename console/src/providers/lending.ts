import type { ApiClient } from '@pathagar/sdk';
import type { ResourceMapping } from './listing';

/**
 * Book Request (requests), Borrowed Books (loans), Received Books (returns): their rows of the data provider's table, and the custom methods
 * (actions that are not create/update/delete) the screens call through useConsoleDataProvider().
 */
export function createLendingDesk(api: ApiClient) {
  void api;
  return {
    resources: {} satisfies Record<string, ResourceMapping>,
    methods: {},
  };
}
