import { createRootRouteWithContext } from '@tanstack/react-router';
import type { RouterContext } from '../app/router';
import { SiteLayout } from '../shell/SiteLayout';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: SiteLayout,
});
