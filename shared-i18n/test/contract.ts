import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

/** The contract's component schemas, read from the openapi package beside this one. */
const schemas = parse(
  readFileSync(new URL('../../openapi/components/schemas.yaml', import.meta.url), 'utf8')
) as Record<string, { enum?: unknown[] }>;

export function contractEnum(name: string): unknown[] {
  const values = schemas[name]?.enum;
  if (!Array.isArray(values)) throw new Error(`schemas.yaml has no enum ${name}`);
  return values;
}
