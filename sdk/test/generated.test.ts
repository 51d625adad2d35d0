import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script without type declarations
import { generate } from '../scripts/generate.mjs';

describe('generated SDK', () => {
  it('is up to date with openapi/ (run `pnpm gen` and commit when this fails)', async () => {
    const files = (await generate()) as Record<string, string>;
    for (const [name, contents] of Object.entries(files)) {
      const committed = await readFile(
        new URL(`../src/generated/${name}`, import.meta.url),
        'utf8'
      );
      expect(committed, `sdk/src/generated/${name} is stale`).toBe(contents);
    }
  }, 30_000);
});
