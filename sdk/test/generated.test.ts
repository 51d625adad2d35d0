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

describe('the forms’ field limits (@pathagar/sdk/limits)', () => {
  it('follow $ref and allOf as the server’s validator does', async () => {
    const { fieldLimits } = await import('../src/generated/limits');
    // From the Mobile component, through a $ref.
    expect(fieldLimits.MembershipApplication.phoneNumber.pattern).toBe('^\\+?[0-9]{6,15}$');
    // From PaymentFields, through allOf.
    expect(fieldLimits.MembershipApplication.transactionId.maxLength).toBe(100);
    expect(fieldLimits.SignupForm.fullName.maxLength).toBe(120);
    expect(fieldLimits.LoginRequest.password.maxLength).toBe(128);
  });
});
