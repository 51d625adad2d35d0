import type { JsonSchema } from '@pathagar/openapi';

export type Pruner = (value: unknown) => unknown;

const keep: Pruner = (value) => value;

/** Every sub-schema that applies to the same value (allOf, and each possible oneOf/anyOf branch). */
function branches(schema: JsonSchema): JsonSchema[] {
  const out: JsonSchema[] = [schema];
  for (const key of ['allOf', 'oneOf', 'anyOf'] as const) {
    const list = schema[key];
    if (Array.isArray(list)) for (const s of list as JsonSchema[]) out.push(...branches(s));
  }
  for (const key of ['then', 'else'] as const) {
    const s = schema[key];
    if (s && typeof s === 'object') out.push(...branches(s as JsonSchema));
  }
  return out;
}

/**
 * Builds a function that copies a value keeping only what the schema declares: properties named
 * in `properties` (of any branch) or matching `patternProperties`, recursively. Undeclared
 * properties are dropped unless the schema explicitly allows extra ones with a schema. This is
 * what guarantees that nothing outside a response schema (a password hash, an internal column)
 * can leave the server, whatever a handler returns.
 */
export function compilePruner(schema: JsonSchema | boolean | undefined): Pruner {
  if (!schema || schema === true) return keep;
  const all = branches(schema);

  const propertySchemas = new Map<string, JsonSchema[]>();
  const patterns: [RegExp, JsonSchema][] = [];
  let declaresObject = false;
  let extra: JsonSchema | true | null = null;
  const itemSchemas: JsonSchema[] = [];
  for (const s of all) {
    if (s.properties && typeof s.properties === 'object') {
      declaresObject = true;
      for (const [name, prop] of Object.entries(s.properties as Record<string, JsonSchema>)) {
        const list = propertySchemas.get(name) ?? [];
        list.push(prop);
        propertySchemas.set(name, list);
      }
    }
    if (s.patternProperties && typeof s.patternProperties === 'object') {
      declaresObject = true;
      for (const [pattern, prop] of Object.entries(
        s.patternProperties as Record<string, JsonSchema>
      )) {
        patterns.push([new RegExp(pattern, 'u'), prop]);
      }
    }
    if (s.additionalProperties && typeof s.additionalProperties === 'object') {
      declaresObject = true;
      extra = s.additionalProperties as JsonSchema;
    } else if (s.additionalProperties === true) {
      extra = true;
    }
    if (s.items && typeof s.items === 'object') itemSchemas.push(s.items as JsonSchema);
  }

  // Compiled lazily: schemas may be recursive, and most nested pruners are never needed.
  const cache = new Map<string, Pruner>();
  const propertyPruner = (name: string): Pruner => {
    let pruner = cache.get(name);
    if (!pruner) {
      const list = propertySchemas.get(name) ?? [];
      pruner = compilePruner(list.length === 1 ? list[0] : { allOf: list });
      cache.set(name, pruner);
    }
    return pruner;
  };
  let itemPruner: Pruner | null = null;
  const extraPruner = extra && extra !== true ? compilePruner(extra) : keep;

  return (value) => {
    if (Array.isArray(value)) {
      if (itemSchemas.length === 0) return value;
      itemPruner ??= compilePruner(
        itemSchemas.length === 1 ? itemSchemas[0] : { allOf: itemSchemas }
      );
      return value.map((v) => itemPruner!(v));
    }
    if (value === null || typeof value !== 'object' || !declaresObject) return value;
    if (value instanceof Date) return value;
    const out: Record<string, unknown> = {};
    for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
      if (v === undefined) continue;
      if (propertySchemas.has(key)) {
        out[key] = propertyPruner(key)(v);
        continue;
      }
      const pattern = patterns.find(([re]) => re.test(key));
      if (pattern) out[key] = compilePruner(pattern[1])(v);
      else if (extra) out[key] = extraPruner(v);
    }
    return out;
  };
}
