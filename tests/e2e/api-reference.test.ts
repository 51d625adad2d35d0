/**
 * The API reference (/docs on the API) in a real browser, at phone width: it lists every
 * operation of the contract and needs nothing but the API. No request leaves the API's origin,
 * and the API's Content-Security-Policy blocks nothing. (Swagger UI speaks English only.)
 */
import { operationMeta } from '@pathagar/sdk';
import { expect, test } from 'vitest';
import { useBrowser } from './support/browser';
import { stack } from './support/stack';

const tools = useBrowser();

test('the API reference lists every operation, offline and under the API CSP', async () => {
  const { apiUrl } = stack();
  const context = await tools.browser.newContext({ viewport: { width: 360, height: 800 } });
  try {
    const page = await context.newPage();
    const problems: string[] = [];
    const elsewhere: string[] = [];
    await page.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (e) =>
        console.error(`CSP blocked ${e.blockedURI} (${e.violatedDirective})`)
      )
    );
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(m.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('request', (r) => {
      if (!r.url().startsWith(`${apiUrl}/`) && !r.url().startsWith('data:')) {
        elsewhere.push(r.url());
      }
    });

    await page.goto(`${apiUrl}/docs`);
    await page.getByRole('heading', { level: 1, name: /Pathagar API/ }).waitFor();
    const operations = page.getByRole('button', { name: /^(GET|POST|PUT|DELETE|PATCH) \// });
    await operations.first().waitFor();
    expect(await operations.count()).toBe(Object.keys(operationMeta).length);

    // An operation opens on its description and its x- marks (who may call it, how often).
    await page.getByRole('button', { name: /^POST \/Singup\/login / }).click();
    await page.getByRole('cell', { name: 'x-rate-limit' }).waitFor();

    expect(problems).toEqual([]);
    expect(elsewhere).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360
    );
  } finally {
    await context.close();
  }
});
