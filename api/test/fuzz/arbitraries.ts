import fc from 'fast-check';

/**
 * fast-check arbitraries for the JSON Schemas of openapi/ (dereferenced, 2020-12): values the
 * schema accepts, as far as a generator can know without running the validator. What a branch of
 * allOf/oneOf cannot promise (a pattern together with a length, for example) is fine: a value the
 * server refuses is still a request that must get a declared 4xx, never a 5xx.
 */
type Schema = Record<string, any>;

/** Text the server's users type: Bangla and Latin letters, digits, spaces and punctuation. */
const TEXT_CHARS = fc.constantFrom(
  ...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 .,-_\'"/@#()'.split(''),
  ...'অআইঈউঊএঐওঔকখগঘঙচছজঝঞটঠডঢণতথদধনপফবভমযরলশষসহড়ঢ়য়ৎংঃঁািীুূেৈোৌ্০১২৩৪৫৬৭৮৯'.split('')
);

function text(minLength = 0, maxLength = 60): fc.Arbitrary<string> {
  return fc.string({ unit: TEXT_CHARS, minLength, maxLength: Math.max(minLength, maxLength) });
}

function merge(schemas: Schema[]): Schema {
  const out: Schema = {};
  for (const s of schemas) {
    for (const [key, value] of Object.entries(s)) {
      if (key === 'properties') out.properties = { ...out.properties, ...value };
      else if (key === 'required') out.required = [...new Set([...(out.required ?? []), ...value])];
      else if (!(key in out)) out[key] = value;
    }
  }
  return out;
}

function stringArbitrary(schema: Schema): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = Math.min(schema.maxLength ?? 60, min + 80);
  switch (schema.format) {
    case 'email':
      return fc.emailAddress().filter((e) => e.length <= (schema.maxLength ?? 254));
    case 'date':
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2040-12-31'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10));
    case 'date-time':
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2040-12-31'), noInvalidDate: true })
        .map((d) => d.toISOString());
    case 'uri':
      return fc.webUrl();
    case 'uuid':
      return fc.uuid();
  }
  if (schema.pattern) {
    return fc
      .stringMatching(new RegExp(schema.pattern, 'u'))
      .filter(
        (s) => s.length >= min && (schema.maxLength === undefined || s.length <= schema.maxLength)
      );
  }
  return text(min, max);
}

function numberArbitrary(schema: Schema): fc.Arbitrary<number> {
  const integer = schema.type === 'integer';
  const min =
    schema.minimum ??
    (schema.exclusiveMinimum !== undefined
      ? schema.exclusiveMinimum + (integer ? 1 : 0.001)
      : -1_000_000);
  const max =
    schema.maximum ??
    (schema.exclusiveMaximum !== undefined
      ? schema.exclusiveMaximum - (integer ? 1 : 0.001)
      : 1_000_000);
  return integer
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

export function fromSchema(schema: Schema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return fc.constant(null);
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...schema.enum);
  if (schema.allOf)
    return fromSchema(merge([{ ...schema, allOf: undefined }, ...schema.allOf]), depth + 1);
  const choices = schema.oneOf ?? schema.anyOf;
  if (choices) {
    const base = { ...schema, oneOf: undefined, anyOf: undefined };
    return fc.oneof(...choices.map((c: Schema) => fromSchema(merge([c, base]), depth + 1)));
  }
  const type = Array.isArray(schema.type)
    ? schema.type.find((t: string) => t !== 'null')
    : (schema.type ?? (schema.properties ? 'object' : undefined));
  switch (type) {
    case 'string':
      return schema.format === 'binary' ? fc.constant(null) : stringArbitrary(schema);
    case 'integer':
    case 'number':
      return numberArbitrary(schema);
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(fromSchema(schema.items, depth + 1), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 4, (schema.minItems ?? 0) + 4),
      });
    case 'object':
      return objectArbitrary(schema, depth);
    default:
      return fc.oneof(fc.string(), fc.integer(), fc.boolean());
  }
}

function objectArbitrary(schema: Schema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties: Record<string, Schema> = schema.properties ?? {};
  const keys = Object.keys(properties).filter((k) => properties[k]?.format !== 'binary');
  const required = (schema.required ?? []).filter((k: string) => keys.includes(k));
  const record = fc.record(
    Object.fromEntries(keys.map((k) => [k, fromSchema(properties[k], depth + 1)])),
    { requiredKeys: required }
  );
  const patterns = Object.entries((schema.patternProperties ?? {}) as Record<string, Schema>);
  if (patterns.length === 0) return record as fc.Arbitrary<Record<string, unknown>>;
  // Pattern properties (the books' `serialNumber-N`): a few names that match, with values.
  const extra = fc.array(
    fc.oneof(
      ...patterns.map(([pattern, sub]) =>
        fc.tuple(fc.stringMatching(new RegExp(pattern, 'u')), fromSchema(sub, depth + 1))
      )
    ),
    { maxLength: 3 }
  );
  return fc
    .tuple(record, extra)
    .map(([base, pairs]) => ({ ...Object.fromEntries(pairs), ...(base as object) }));
}
