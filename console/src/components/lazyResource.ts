import { lazy, type ComponentType } from 'react';
import type { ResourceProps } from 'react-admin';

type Screen = () => Promise<{ default: ComponentType }>;

/**
 * A resource whose screens load on first use, so the first visit downloads only the shell; pass
 * the screens as `() => import('./X')` so the bundler splits each one off.
 */
export function lazyResource(
  name: string,
  screens: { list: Screen; create?: Screen; edit?: Screen }
): ResourceProps {
  return {
    name,
    list: lazy(screens.list),
    ...(screens.create ? { create: lazy(screens.create) } : {}),
    ...(screens.edit ? { edit: lazy(screens.edit) } : {}),
  };
}
