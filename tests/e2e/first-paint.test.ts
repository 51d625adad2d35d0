/**
 * Issue 20: a prerendered page shows before the app's script has run, and a reader on a slow
 * phone may start typing into it. The script is held back here until the form is filled; when
 * the app takes the page over, what was typed and the field the reader was in are still there,
 * and the form works with them.
 */
import { describe, expect, test } from 'vitest';
import * as api from './support/api';
import { useBrowser } from './support/browser';
import { appReady, field } from './support/site';
import { stack } from './support/stack';

const { run } = useBrowser();

describe('the first paint, before the app', () => {
  test('what a reader typed into the prerendered login form survives the take-over', () =>
    run('first-paint-typed', 'bn', async ({ page, t }) => {
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      // The entry script: until it runs, the page is the build-time HTML alone.
      await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
        await released;
        await route.continue();
      });
      await page.goto(`${stack().siteUrl}/login`);

      const form = page.getByRole('main').locator('form');
      await field(form, t('site:auth.login.email')).fill(api.DEMO_MEMBER.email);
      await field(form, t('site:auth.login.password')).fill(api.DEMO_MEMBER.password);
      expect(await page.locator('html[data-app-ready]').count()).toBe(0);

      release();
      await appReady(page);
      await expect
        .poll(() => field(form, t('site:auth.login.email')).inputValue())
        .toBe(api.DEMO_MEMBER.email);
      const password = field(form, t('site:auth.login.password'));
      expect(await password.inputValue()).toBe(api.DEMO_MEMBER.password);
      expect(await password.evaluate((element) => element === document.activeElement)).toBe(true);

      // The values are the form's own: Enter in the password field logs the member in.
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/profile$/);
    }));
});
