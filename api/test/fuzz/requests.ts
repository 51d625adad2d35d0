import type { OpenApiOperation } from '@pathagar/openapi';
import fc from 'fast-check';
import type { CallOptions } from '../helpers/app';
import { JPEG, PNG, type TestAdmin, type TestMember } from '../helpers/fixtures';
import type { MultipartField } from '../helpers/multipart';
import { fromSchema } from './arbitraries';

type Schema = Record<string, any>;

/** One generated call: what `api.call` takes, and a label saying how it was made. */
export interface FuzzRequest {
  method: string;
  url: string;
  options: CallOptions;
  kind: string;
}

export interface Callers {
  admin: TestAdmin;
  member: TestMember;
}

/** Path and query values a probe would try: odd spellings, encodings, sizes and injections. */
const ODD_TEXT = [
  '',
  ' ',
  '0',
  '-1',
  '0x1f',
  '1.0',
  ' 1',
  '1e3',
  '9'.repeat(40),
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '\u0000',
  'x'.repeat(5000),
  '🙂',
  'বাংলা',
];
/** Raw path segments, sent as they are (already percent-encoded or deliberately broken). */
const ODD_SEGMENTS = ['', '%00', '%E0%A4%A', '..%2F..%2Fjwt-secret', '%20', '1%2F2', '-0', '00001'];

const WRONG_VALUES: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constant({ nested: { deep: true } }),
  fc.constant(['a', 1]),
  fc.constant('x'.repeat(20_000)),
  fc.constant('\u0000'),
  fc.constantFrom(...ODD_TEXT)
);

const parameters = (op: OpenApiOperation, where: 'path' | 'query') =>
  (op.parameters ?? []).filter((p) => p.in === where);

function jsonSchemaOf(op: OpenApiOperation): Schema | null {
  return (op.requestBody?.content['application/json']?.schema as Schema | undefined) ?? null;
}

function formSchemaOf(op: OpenApiOperation): Schema | null {
  return (op.requestBody?.content['multipart/form-data']?.schema as Schema | undefined) ?? null;
}

/** The file fields of a multipart schema (format binary, or arrays of it). */
function fileFields(schema: Schema): { name: string; array: boolean; required: boolean }[] {
  return Object.entries((schema.properties ?? {}) as Record<string, Schema>)
    .filter(([, s]) => s.format === 'binary' || s.items?.format === 'binary')
    .map(([name, s]) => ({
      name,
      array: s.type === 'array',
      required: (schema.required ?? []).includes(name),
    }));
}

function ownValue(callers: Callers, op: OpenApiOperation): string | number | null {
  const owner = op['x-owner'];
  if (!owner) return null;
  return owner.matches === 'email' ? callers.member.email : callers.member.userId;
}

function tokenFor(op: OpenApiOperation, callers: Callers): string | undefined {
  if (op['x-access'] === 'admin') return callers.admin.token;
  if (op['x-access'] === 'member')
    return op['x-owner']?.admin ? callers.admin.token : callers.member.token;
  return undefined;
}

interface Parts {
  path: Record<string, string>;
  query: Record<string, string>;
  json: Record<string, unknown> | null;
  form: Record<string, unknown> | null;
  files: Record<string, number>;
}

/** Requests the contract allows (as far as the schemas say), for a caller the operation admits. */
function validParts(op: OpenApiOperation, callers: Callers): fc.Arbitrary<Parts> {
  const owner = op['x-owner'];
  const own = ownValue(callers, op);
  const valueOf = (name: string, where: string, schema: Schema | undefined) =>
    owner && owner.name === name && owner.in === where && !owner.admin
      ? fc.constant(String(own))
      : fromSchema(schema).map((v) => (typeof v === 'object' ? JSON.stringify(v) : String(v)));

  const path = fc.record(
    Object.fromEntries(
      parameters(op, 'path').map((p) => [p.name, valueOf(p.name, 'path', p.schema)])
    )
  );
  const query = fc.record(
    Object.fromEntries(
      parameters(op, 'query').map((p) => [p.name, valueOf(p.name, 'query', p.schema)])
    ),
    {
      requiredKeys: parameters(op, 'query')
        .filter((p) => p.required)
        .map((p) => p.name),
    }
  ) as fc.Arbitrary<Record<string, string>>;

  const jsonSchema = jsonSchemaOf(op);
  const formSchema = formSchemaOf(op);
  const withOwner = (body: unknown) => {
    if (owner?.in === 'body' && !owner.admin && body && typeof body === 'object')
      return { ...(body as object), [owner.name]: own };
    return body as Record<string, unknown>;
  };
  const json = jsonSchema ? fromSchema(jsonSchema).map(withOwner) : fc.constant(null);
  const form = formSchema ? fromSchema(formSchema).map(withOwner) : fc.constant(null);
  const files = formSchema
    ? fc.record(
        Object.fromEntries(
          fileFields(formSchema).map((f) => [
            f.name,
            fc.integer({ min: f.required ? 1 : 0, max: f.array ? 3 : 1 }),
          ])
        )
      )
    : fc.constant({});
  return fc.record({ path, query, json, form, files }) as fc.Arbitrary<Parts>;
}

function build(
  op: OpenApiOperation,
  method: string,
  template: string,
  parts: Parts,
  token: string | undefined,
  kind: string,
  raw?: Partial<CallOptions>
): FuzzRequest {
  const url = template.replace(/\{([^}]+)\}/g, (_, name: string) =>
    encodeURIComponent(parts.path[name] ?? '')
  );
  const options: CallOptions = { token, query: parts.query };
  if (parts.json !== null && jsonSchemaOf(op)) options.json = parts.json;
  if (formSchemaOf(op)) {
    const form: MultipartField[] = [];
    for (const [name, value] of Object.entries(parts.form ?? {})) {
      if (value === undefined || value === null) continue;
      form.push([name, typeof value === 'object' ? JSON.stringify(value) : String(value)]);
    }
    for (const [name, count] of Object.entries(parts.files)) {
      for (let i = 0; i < count; i++) {
        const png = i % 2 === 0;
        form.push([
          name,
          {
            filename: png ? `p${i}.png` : `p${i}.jpg`,
            data: png ? PNG : JPEG,
            contentType: png ? 'image/png' : 'image/jpeg',
          },
        ]);
      }
    }
    options.form = form;
  }
  return { method, url, options: { ...options, ...raw }, kind };
}

type Mutation = (parts: Parts) => fc.Arbitrary<{
  parts: Parts;
  kind: string;
  raw?: Partial<CallOptions>;
  token?: string | null;
  rawPath?: string;
}>;

/**
 * Requests for one operation: valid ones (a third) and mutated ones (an odd path or query value,
 * a wrong-typed, missing or unknown body field, a broken body, another caller).
 */
export function requestsFor(
  method: string,
  template: string,
  op: OpenApiOperation,
  callers: Callers
): fc.Arbitrary<FuzzRequest> {
  const token = tokenFor(op, callers);
  const valid = validParts(op, callers);
  const pathNames = parameters(op, 'path').map((p) => p.name);
  const queryNames = parameters(op, 'query').map((p) => p.name);
  const bodyKey: 'json' | 'form' | null = jsonSchemaOf(op)
    ? 'json'
    : formSchemaOf(op)
      ? 'form'
      : null;
  const bodySchema = jsonSchemaOf(op) ?? formSchemaOf(op);
  const bodyNames = Object.keys(bodySchema?.properties ?? {}).filter(
    (n) => bodySchema?.properties[n]?.format !== 'binary'
  );

  const mutations: Mutation[] = [];
  if (pathNames.length) {
    mutations.push((parts) =>
      fc
        .tuple(fc.constantFrom(...pathNames), fc.constantFrom(...ODD_TEXT, ...ODD_SEGMENTS))
        .map(([name, value]) => ({
          parts,
          kind: `path ${name}=${JSON.stringify(value.slice(0, 20))}`,
          rawPath: template.replace(/\{([^}]+)\}/g, (_, n: string) =>
            n === name
              ? ODD_SEGMENTS.includes(value)
                ? value
                : encodeURIComponent(value)
              : encodeURIComponent(parts.path[n] ?? '')
          ),
        }))
    );
  }
  if (queryNames.length) {
    mutations.push((parts) =>
      fc
        .tuple(fc.constantFrom(...queryNames), fc.option(fc.constantFrom(...ODD_TEXT)))
        .map(([name, value]) => {
          const query = { ...parts.query };
          if (value === null) delete query[name];
          else query[name] = value;
          return {
            parts: { ...parts, query },
            kind: `query ${name}=${JSON.stringify(value?.slice(0, 20))}`,
          };
        })
    );
    mutations.push((parts) =>
      fc.constant({
        parts: { ...parts, query: { ...parts.query, unexpected: 'x' } },
        kind: 'query +unexpected',
      })
    );
  }
  if (bodyKey) {
    if (bodyNames.length) {
      mutations.push((parts) =>
        fc.tuple(fc.constantFrom(...bodyNames), WRONG_VALUES).map(([name, value]) => ({
          parts: { ...parts, [bodyKey]: { ...(parts[bodyKey] ?? {}), [name]: value } },
          kind: `body ${name}=${JSON.stringify(value)?.slice(0, 30)}`,
        }))
      );
      mutations.push((parts) =>
        fc.constantFrom(...bodyNames).map((name) => {
          const body = { ...(parts[bodyKey] ?? {}) };
          delete body[name];
          return { parts: { ...parts, [bodyKey]: body }, kind: `body -${name}` };
        })
      );
    }
    mutations.push((parts) =>
      fc.constantFrom('__proto__', 'constructor', 'unexpected', '').map((name) => ({
        parts: { ...parts, [bodyKey]: { ...(parts[bodyKey] ?? {}), [name]: 'x' } },
        kind: `body +${name}`,
      }))
    );
    mutations.push((parts) =>
      fc
        .constantFrom(
          ['{"a":', 'application/json'],
          ['null', 'application/json'],
          ['[]', 'application/json'],
          ['"text"', 'application/json'],
          ['{"a":1}', 'text/plain'],
          [
            '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n',
            'multipart/form-data; boundary=x',
          ],
          ['', 'multipart/form-data'],
          ['a=1&b=2', 'application/x-www-form-urlencoded']
        )
        .map(([payload, type]) => ({
          parts,
          kind: `raw body ${type}`,
          raw: { payload, json: undefined, form: undefined, headers: { 'content-type': type } },
        }))
    );
  }
  if (op['x-access'] !== 'public') {
    mutations.push((parts) =>
      fc
        .constantFrom<[string | null, string]>(
          [null, 'no token'],
          ['garbage', 'garbage token'],
          [callers.member.token, 'member token']
        )
        .map(([other, label]) => ({ parts, kind: label, token: other }))
    );
  }

  const validRequests = valid.map((parts) => build(op, method, template, parts, token, 'valid'));
  if (mutations.length === 0) return validRequests;
  const mutated = fc
    .tuple(valid, fc.constantFrom(...mutations))
    .chain(([parts, mutate]) => mutate(parts))
    .map(({ parts, kind, raw, token: other, rawPath }) => {
      const request = build(
        op,
        method,
        template,
        parts,
        other === undefined ? token : (other ?? undefined),
        kind,
        raw
      );
      if (rawPath !== undefined) request.url = rawPath;
      return request;
    });
  return fc.oneof({ weight: 1, arbitrary: validRequests }, { weight: 2, arbitrary: mutated });
}
