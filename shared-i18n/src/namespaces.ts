/**
 * One JSON file per namespace per language under `locales/`. A new screen's texts get a new
 * namespace here, in `resources.ts` and in both locale folders; the tests then insist that bn and
 * en agree.
 */
export const NAMESPACES = ['common', 'errors', 'labels', 'site', 'console'] as const;
export type Namespace = (typeof NAMESPACES)[number];

export const DEFAULT_NAMESPACE = 'common' satisfies Namespace;

/**
 * Looked up when a key is not in the default namespace, so components call `t('not_found')`
 * without naming a namespace. Naming namespaces in `useTranslation()` exists to lazy-load them;
 * ours are all bundled, so it would only be noise. The price is that a top-level key must be
 * unique across namespaces (a test checks it).
 */
export const FALLBACK_NAMESPACES = ['errors', 'labels'] as const satisfies readonly Namespace[];
