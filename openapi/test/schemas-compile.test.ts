import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { beforeAll, describe, expect, it } from 'vitest';
import { listOperations, loadSpec, type JsonSchema, type OpenApiDocument } from '../src';

// The server validates requests and responses with Ajv against these very schemas, so each one
// must compile under strict mode, with only OpenAPI's own annotation keywords added.
function createAjv() {
  const ajv = new Ajv2020({ strict: true, allErrors: true, allowUnionTypes: true });
  addFormats.default(ajv);
  ajv.addFormat('binary', true);
  ajv.addVocabulary(['example', 'discriminator', 'xml', 'externalDocs']);
  return ajv;
}

let doc: OpenApiDocument;
beforeAll(async () => {
  doc = await loadSpec({ dereference: true });
});

describe('every schema compiles in Ajv strict mode (JSON Schema 2020-12)', () => {
  it('component schemas', () => {
    const ajv = createAjv();
    for (const [name, schema] of Object.entries(doc.components.schemas ?? {})) {
      expect(() => ajv.compile(schema), name).not.toThrow();
    }
  });

  it('request and response schemas of every operation', () => {
    const ajv = createAjv();
    let compiled = 0;
    for (const [method, path, op] of listOperations(doc)) {
      const schemas: [string, JsonSchema][] = [];
      for (const p of op.parameters ?? [])
        if (p.schema) schemas.push([`param ${p.name}`, p.schema]);
      for (const [type, media] of Object.entries(op.requestBody?.content ?? {})) {
        schemas.push([`body ${type}`, media.schema]);
      }
      for (const [code, r] of Object.entries(op.responses)) {
        for (const media of Object.values(r.content ?? {}))
          schemas.push([`response ${code}`, media.schema]);
      }
      for (const [where, schema] of schemas) {
        expect(() => ajv.compile(schema), `${method.toUpperCase()} ${path} ${where}`).not.toThrow();
        compiled += 1;
      }
    }
    expect(compiled).toBeGreaterThan(300);
  });

  it('ErrorBody accepts what the server sends and refuses a bare legacy {error}', () => {
    const validate = createAjv().compile(doc.components.schemas!.ErrorBody!);
    expect(
      validate({ code: 'not_found', message: 'Book not found', error: 'Book not found' })
    ).toBe(true);
    expect(validate({ error: 'there is no books' })).toBe(false);
    expect(validate({ code: 'made_up', message: 'x', error: 'x' })).toBe(false);
  });
});
