import type { JsonSchema } from '@pathagar/openapi';

/**
 * Text turned into numbers and booleans where a schema wants them, and nowhere else. Query
 * strings, path parameters and multipart fields are always text, and legacy clients send ids in
 * JSON as strings ("984655"), so those become numbers; but only in their plain decimal spelling
 * (not `0xf064f`, `984655.0` or ` 984655`, which Ajv's own coercion accepts), and a number or a
 * boolean sent for a text field stays what it is, so validation refuses it instead of storing
 * `{"question":12345}` as "12345".
 */
const INTEGER = /^-?(0|[1-9]\d*)$/;
const NUMBER = /^-?(0|[1-9]\d*)(\.\d+)?$/;

type Schema = JsonSchema & Record<string, unknown>;

/** The schema and every allOf/anyOf/oneOf branch below it (the document is dereferenced). */
function branches(schema: Schema): Schema[] {
  const out: Schema[] = [schema];
  for (const key of ['allOf', 'anyOf', 'oneOf'] as const) {
    const list = schema[key];
    if (Array.isArray(list)) for (const s of list) out.push(...branches(s as Schema));
  }
  return out;
}

function types(schemas: Schema[]): Set<string> {
  const out = new Set<string>();
  for (const s of schemas) {
    const t = s.type;
    if (typeof t === 'string') out.add(t);
    else if (Array.isArray(t)) for (const x of t) out.add(String(x));
    if (
      typeof s.const === 'string' ||
      (Array.isArray(s.enum) && s.enum.some((v) => typeof v === 'string'))
    )
      out.add('string');
  }
  return out;
}

/**
 * Whether some text branch could take `value`. A branch pattern that refuses it leaves the number
 * branches of an anyOf (returnDay: days or a due date, where legacy consoles send "7").
 */
function textMayTake(value: string, schemas: Schema[]): boolean {
  return schemas.some(
    (s) =>
      (s.type === 'string' || (Array.isArray(s.type) && s.type.includes('string'))) &&
      (typeof s.pattern !== 'string' || new RegExp(s.pattern, 'u').test(value))
  );
}

function coerceText(value: string, schemas: Schema[]): unknown {
  const allowed = types(schemas);
  if (allowed.size === 0) return value;
  if (allowed.has('string') && (allowed.size === 1 || textMayTake(value, schemas))) {
    return value;
  }
  if (allowed.has('integer') && INTEGER.test(value)) return Number(value);
  if (allowed.has('number') && NUMBER.test(value)) return Number(value);
  if (allowed.has('boolean') && (value === 'true' || value === 'false')) return value === 'true';
  return value;
}

/** The schemas that may apply to property `key` of an object matched by `schemas`. */
function propertySchemas(schemas: Schema[], key: string): Schema[] {
  const out: Schema[] = [];
  for (const s of schemas) {
    const props = s.properties as Record<string, Schema> | undefined;
    if (props && Object.hasOwn(props, key)) out.push(...branches(props[key]!));
    const patterns = s.patternProperties as Record<string, Schema> | undefined;
    for (const [pattern, sub] of Object.entries(patterns ?? {})) {
      if (new RegExp(pattern, 'u').test(key)) out.push(...branches(sub));
    }
  }
  return out;
}

function itemSchemas(schemas: Schema[]): Schema[] {
  return schemas.flatMap((s) =>
    s.items && typeof s.items === 'object' ? branches(s.items as Schema) : []
  );
}

function coerceIn(value: unknown, schemas: Schema[]): unknown {
  if (schemas.length === 0) return value;
  if (typeof value === 'string') return coerceText(value, schemas);
  if (Array.isArray(value)) {
    const items = itemSchemas(schemas);
    for (let i = 0; i < value.length; i++) value[i] = coerceIn(value[i], items);
    return value;
  }
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    for (const key of Object.keys(record)) {
      record[key] = coerceIn(record[key], propertySchemas(schemas, key));
    }
  }
  return value;
}

/** Coerces `data` in place where `schema` wants a number or a boolean; answers the result. */
export function coerceLegacyText(schema: JsonSchema, data: unknown): unknown {
  return coerceIn(data, branches(schema as Schema));
}
