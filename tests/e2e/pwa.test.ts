/**
 * The site as an installable app in Chromium: the manifest and service worker make it
 * installable (Chromium's own installability check), and with the network off a book page and
 * the catalogue seen before still open. (Playwright's offline mode leaves navigator.onLine on
 * here, so the offline notice is checked in site/src/shell/pwa.) Only public catalogue answers
 * and pictures are kept in the runtime caches.
 */
import { expect, test } from 'vitest';
import { allBooks } from './support/api';
import { useBrowser } from './support/browser';
import { appReady, expectHeading, openSite } from './support/site';

const tools = useBrowser();

const PUBLIC_API =
  /\/(ext\/books|ext\/stats|Singup\/Allbooks|Singup\/SpecificBook|Singup\/readedSingleBook|SingUpAdmin\/allNotice)(\?|$)|\/uploads\/(covers|notices|events|blogs|gallery|team)\//;

test('the site installs and reads a book page and the catalogue offline', async () => {
  await tools.run('pwa-offline', 'en', async ({ context, page, t, stack }) => {
    const books = await allBooks();
    const book = books.find((b) => b.booknameEnglish) ?? books[0]!;

    await openSite(page, '/');
    // The service worker takes control of the page (it claims open clients once active).
    const state = () =>
      page.evaluate(async () => {
        const regs = await navigator.serviceWorker.getRegistrations();
        return JSON.stringify({
          regs: regs.map((r) => [r.scope, r.active?.state, r.installing?.state, r.waiting?.state]),
          controller: Boolean(navigator.serviceWorker.controller),
          readyState: document.readyState,
        });
      });
    await page
      .waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
        timeout: 20_000,
      })
      .catch(async (error) => {
        throw new Error(`no service worker controls the page: ${await state()} (${error})`);
      });
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    // Playwright's contexts are incognito profiles, where Chromium never offers installing;
    // every other reason would say what the manifest or service worker lacks.
    expect(installabilityErrors.filter((e) => e.errorId !== 'in-incognito')).toEqual([]);
    const manifest = await page.evaluate(async () => {
      const href = document.querySelector<HTMLLinkElement>('link[rel="manifest"]')!.href;
      return (await fetch(href)).json();
    });
    expect(manifest).toMatchObject({ short_name: 'পাঠাগার', display: 'standalone', lang: 'bn' });

    // Read a book page and the catalogue online, then go offline.
    await openSite(page, `/specificbooks/${book.uniqueId}`);
    await expectHeading(page, book.booknameEnglish);
    await openSite(page, '/allbooks');
    await expectHeading(page, t('site:books.all.title'));
    await page
      .getByRole('link', { name: new RegExp(book.booknameEnglish) })
      .first()
      .waitFor();
    await context.setOffline(true);

    await page.goto(`${stack.siteUrl}/specificbooks/${book.uniqueId}`);
    await appReady(page);
    await expectHeading(page, book.booknameEnglish);
    await page.goto(`${stack.siteUrl}/allbooks`);
    await appReady(page);
    await expectHeading(page, t('site:books.all.title'));
    await page
      .getByRole('link', { name: new RegExp(book.booknameEnglish) })
      .first()
      .waitFor();

    // What the runtime caches hold: public catalogue answers and pictures, nothing else.
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        if (name.startsWith('workbox-precache')) continue;
        const cache = await caches.open(name);
        for (const request of await cache.keys()) urls.push(request.url);
      }
      return urls;
    });
    expect(cached.length).toBeGreaterThan(0);
    expect(cached.filter((url) => !PUBLIC_API.test(url))).toEqual([]);
  });
});
