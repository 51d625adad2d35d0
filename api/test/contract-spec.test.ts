import { loadSpec } from '@pathagar/openapi';
import { describe, expect, it } from 'vitest';
import { dereference } from '../src/contract/spec-deref';

describe('the prebuilt contract of the built server', () => {
  it("resolves the bundled document's refs as redocly's dereference does", async () => {
    const [bundled, expected] = await Promise.all([loadSpec(), loadSpec({ dereference: true })]);
    const ours = dereference(bundled);
    expect(JSON.stringify(ours)).toContain('"paths"');
    expect(JSON.stringify(ours)).not.toContain('"$ref":"#/');
    expect(ours).toEqual(expected);
  });
});
