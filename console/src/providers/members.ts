import type { ApiClient } from '@pathagar/sdk';
import type { ResourceMapping } from './listing';

/**
 * User Approval (approvals), Receive Donation (donations), Users (users list, profile), Proposals (proposals): their rows of the data provider's table, and the custom methods
 * (actions that are not create/update/delete) the screens call through useConsoleDataProvider().
 */
export function createMembersDesk(api: ApiClient) {
  void api;
  return {
    resources: {} satisfies Record<string, ResourceMapping>,
    methods: {},
  };
}
