/**
 * Replaces every local `$ref` (`#/components/...`) of a bundled document by the object it points
 * to, shared rather than copied (a recursive schema becomes a cycle), and merged with the
 * siblings a `$ref` carries, as redocly's `dereference` does: the built server reads the bundled document without loading redocly (spec-source.ts).
 * test/contract-spec.test.ts compares the two.
 */
export function dereference<T extends object>(doc: T): T {
  const resolve = (ref: string): unknown =>
    ref
      .slice(2)
      .split('/')
      .map((part) => decodeURIComponent(part).replaceAll('~1', '/').replaceAll('~0', '~'))
      .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], doc);
  const done = new Set<object>();
  const visit = (node: unknown): unknown => {
    if (!node || typeof node !== 'object') return node;
    const ref = (node as { $ref?: unknown }).$ref;
    if (typeof ref === 'string' && ref.startsWith('#/')) {
      const target = visit(resolve(ref));
      const siblings = { ...(node as Record<string, unknown>) };
      delete siblings.$ref;
      if (Object.keys(siblings).length === 0) return target;
      // OpenAPI 3.1 lets a $ref carry siblings (a description of its own); they win, on a copy.
      const merged = { ...(target as object), ...siblings } as Record<string, unknown>;
      for (const key of Object.keys(siblings)) merged[key] = visit(merged[key]);
      return merged;
    }
    if (done.has(node)) return node;
    done.add(node);
    const record = node as Record<string, unknown>;
    for (const key of Object.keys(record)) record[key] = visit(record[key]);
    return node;
  };
  return visit(doc) as T;
}
