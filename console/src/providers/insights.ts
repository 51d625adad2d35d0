import type { ApiClient } from '@pathagar/sdk';
import type { ResourceMapping } from './listing';

/**
 * Dashboard (dashboard), Rank List (rank), Top Readers (top-readers), Settings (settings): their rows of the data provider's table, and the custom methods
 * (actions that are not create/update/delete) the screens call through useConsoleDataProvider().
 */
export function createInsightsDesk(api: ApiClient) {
  void api;
  return {
    resources: {} satisfies Record<string, ResourceMapping>,
    methods: {},
  };
}
