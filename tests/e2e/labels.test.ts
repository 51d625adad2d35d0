/**
 * Labels and scanning (issue 19, Done when): the QR codes of a label sheet the console draws
 * decode back to the copies printed beside them; a label's link opens that copy, where the desk
 * lends it and hands it over; where the camera cannot be used, Scan takes the serial typed. The
 * screens fit a 360 px phone. Decoding uses jsQR on Chromium's screenshots, as a phone would see
 * the printed sheet.
 */
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { toLatinDigits } from '@pathagar/shared-i18n';
import * as api from './support/api';
import { useBrowser } from './support/browser';
import { adminLogIn, openConsole } from './support/console';
import { stack } from './support/stack';

const { run } = useBrowser();

/** The text of the one QR code in a PNG, as a phone's camera would read it. */
function decodeQr(png: Buffer): string | null {
  const image = PNG.sync.read(png);
  const pixels = new Uint8ClampedArray(image.data.buffer, image.data.byteOffset, image.data.length);
  return jsQR(pixels, image.width, image.height)?.data ?? null;
}

/** Books whose copies are all on the shelf and nobody asked for, so a journey may lend one. */
async function idleBooks(count: number): Promise<api.Book[]> {
  const [books, open] = await Promise.all([
    api.allBooks(),
    api.openRecords(await api.adminToken()),
  ]);
  const busy = new Set(open.map((record) => record.bookId));
  const idle = books.filter(
    (b) =>
      b.serialNumbers.length > 0 &&
      b.availableCopies === b.serialNumbers.length &&
      !busy.has(b.uniqueId)
  );
  if (idle.length < count) throw new Error('The demo data has too few idle books.');
  return idle.slice(-count);
}

async function overflow(page: Page) {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth
  );
}

describe('labels and scanning (issue 19)', () => {
  test('every QR code of a label sheet decodes to the copy printed beside it', () =>
    run('labels-decode', 'bn', async ({ page, t }) => {
      const books = await idleBooks(2);
      const serials = books.flatMap((b) => b.serialNumbers);
      await adminLogIn(page, t);
      await openConsole(page, `#/labels?books=${books.map((b) => b.uniqueId).join(',')}`);
      await page
        .getByRole('heading', { name: t('console:copies.labels.title'), level: 1 })
        .waitFor();
      const labels = page.getByRole('listitem');
      await expect.poll(() => labels.count()).toBe(serials.length);
      // Every QR code drawn (the library loads lazily) before the screenshots.
      await expect
        .poll(() => page.locator('li img[src^="data:image/svg"]').count())
        .toBe(serials.length);
      const seen: string[] = [];
      for (const label of await labels.all()) {
        const printed = await label.getByText(/^#\S+$/).innerText();
        const serial = toLatinDigits(printed.trim()).replace(/^#/, '');
        const url = decodeQr(await label.locator('img').screenshot());
        expect(url, `the QR code beside #${serial}`).toBe(
          `${stack().consoleUrl}/#/copies/${serial}`
        );
        seen.push(serial);
      }
      expect(seen.sort()).toEqual([...serials].sort());
      // Printed, the labels are 70 × 37 mm: three across A4, eight down.
      await page.emulateMedia({ media: 'print' });
      const box = (await labels.first().boundingBox())!;
      const mm = (px: number) => (px * 25.4) / 96;
      expect(Math.round(mm(box.width))).toBe(70);
      expect(Math.round(mm(box.height))).toBe(37);
      // Only the labels print: the console around them and the sheet's own buttons do not.
      expect(
        await page.getByRole('button', { name: t('console:copies.labels.print') }).isVisible()
      ).toBe(false);
    }));

  test("a label's link opens the copy, which is lent and handed over from there; Scan takes a typed serial", () =>
    run('labels-scan-lend', 'en', async ({ page, t, context }) => {
      const [book] = await idleBooks(1);
      const serial = book!.serialNumbers[0]!;
      const adminToken = await api.adminToken();
      const member = await api.addMember(adminToken, `E2E Scan ${Date.now() % 1e8}`);
      await api.askFor(member, book!.uniqueId);
      await adminLogIn(page, t);

      // No camera in this browser: Scan says so and opens the copy by its typed serial.
      await page.getByRole('link', { name: t('console:copies.scan') }).click();
      await page
        .getByRole('alert')
        .filter({ hasText: t('console:copies.noCamera') })
        .waitFor();
      await page.getByRole('textbox', { name: t('console:copies.serial') }).fill(serial);
      await page.getByRole('button', { name: t('console:copies.open') }).click();
      await page
        .getByRole('heading', { name: t('console:copies.title', { serial }), level: 1 })
        .waitFor();
      expect(page.url()).toBe(`${stack().consoleUrl}/#/copies/${serial}`);

      await page
        .getByRole('button', {
          name: t('console:copies.lendNamed', { serial, name: member.name }),
        })
        .click();
      const card = page.getByRole('listitem', { name: new RegExp(`^${member.name}:`) });
      await card.getByRole('button', { name: t('console:desk.handedOver') }).click();
      await card.getByRole('button', { name: t('console:desk.takenBack') }).waitFor();
      await expect
        .poll(
          async () =>
            (await api.openRecords(adminToken)).find((r) => r.serialNumber === serial)?.status
        )
        .toBe('Received');

      // The copy view and the scanner fit a 360 px phone.
      const phone = await context.newPage();
      await phone.setViewportSize({ width: 360, height: 740 });
      for (const [hash, heading] of [
        [`#/copies/${serial}`, t('console:copies.title', { serial })],
        ['#/scan', t('console:copies.scanTitle')],
        [`#/labels?books=${book!.uniqueId}`, t('console:copies.labels.title')],
      ] as const) {
        await openConsole(phone, hash);
        await phone.getByRole('heading', { name: heading, level: 1 }).waitFor();
        await phone.waitForLoadState('networkidle');
        expect(await overflow(phone), `${hash} at 360 px`).toBeLessThanOrEqual(0);
      }
    }));
});
