/**
 * Journey 6: bad input, nothing lost. A wrong verification code, mismatched passwords on sign-up
 * and on Edit Profile, a wrong password, a sixth gallery image, a text file renamed .jpg, and a
 * member's token on the admin console and an admin call: each shows the spec's message and keeps
 * what the user typed. In Bangla and in English.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import * as api from './support/api';
import { useBrowser } from './support/browser';
import {
  adminLogIn,
  expectToast,
  openConsole,
  openGalleryUpload,
  openMenu,
} from './support/console';
import { image, textRenamedJpg } from './support/files';
import { category, LANGUAGES } from './support/i18n';
import {
  expectHeading,
  expectMessage,
  field,
  fillSignup,
  logIn,
  newMember,
  openSite,
  requestCode,
  signupFields,
  verifyCode,
} from './support/site';

const { run } = useBrowser();

/** Every field still holds what was typed. */
async function expectKept(fields: [Locator, string][]) {
  for (const [locator, value] of fields) expect(await locator.inputValue()).toBe(value);
}

/** Counts the requests the page sends to the API whose path matches `path`. */
function countRequests(page: Page, method: string, path: RegExp) {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === method && path.test(new URL(request.url()).pathname)) count++;
  });
  return () => count;
}

describe.each(LANGUAGES)('journey 6: bad input, nothing lost (%s)', (language) => {
  test('site: wrong code, mismatched passwords, wrong password, Edit Profile mismatch', () =>
    run(`journey6-site-${language}`, language, async ({ page, t }) => {
      const member = newMember(language);
      const f = signupFields(page, t);
      const typed = (): [Locator, string][] => [
        [f.fullName, member.fullName],
        [f.email, member.email],
        [f.mobile, member.mobile],
        [f.permanentAddress, member.permanentAddress],
        [f.currentAddress, member.currentAddress],
      ];

      // Sign-up: a wrong code is refused and the form keeps everything.
      await openSite(page, '/signup');
      await fillSignup(page, t, member);
      await f.confirmPassword.fill(`${member.password}-typo`);
      const code = await requestCode(page, t, member.email);
      const wrong = code === '123456' ? '654321' : '123456';
      await f.code.fill(wrong);
      await expectMessage(
        page,
        t('site:auth.signup.codeIncorrect'),
        () => f.verify.click(),
        'alert'
      );
      await expectKept([...typed(), [f.code, wrong]]);
      expect(await f.submit.isDisabled()).toBe(true);

      // The right code verifies; mismatched passwords are refused before anything is sent.
      await verifyCode(page, t, code);
      expect(await f.email.getAttribute('readonly')).not.toBeNull();
      const signups = countRequests(page, 'POST', /\/Singup\/user$/);
      await f.submit.click();
      await page.getByText(t('site:auth.validation.passwordsMismatch'), { exact: true }).waitFor();
      expect(signups()).toBe(0);
      await expectKept([
        ...typed(),
        [f.password, member.password],
        [f.confirmPassword, `${member.password}-typo`],
      ]);
      expect(new URL(page.url()).pathname).toBe('/signup');

      // Corrected, the sign-up goes through and leads to the login page.
      await f.confirmPassword.fill(member.password);
      await expectMessage(page, t('site:auth.signup.success'), () => f.submit.click());
      await page.waitForURL(/\/login$/);

      // A wrong password: the spec's message, the e-mail and password stay, no redirect.
      const form = page.getByRole('main').locator('form');
      const email = field(form, t('site:auth.login.email'));
      const password = field(form, t('site:auth.login.password'));
      await email.fill(member.email);
      await password.fill('not-the-password');
      await expectMessage(
        page,
        t('site:auth.login.failed'),
        () => form.getByRole('button', { name: t('site:auth.login.submit'), exact: true }).click(),
        'alert'
      );
      await expectKept([
        [email, member.email],
        [password, 'not-the-password'],
      ]);
      expect(new URL(page.url()).pathname).toBe('/login');

      // Edit Profile: mismatched new passwords are refused and nothing is sent.
      await logIn(page, t, member.email, member.password);
      await page.getByRole('link', { name: t('site:profile.editProfile') }).click();
      await page.waitForURL(/\/editprofile\/\d+$/);
      await expectHeading(page, t('site:profile.edit.title'));
      const name = field(page, t('site:profile.edit.name'));
      await expect.poll(() => name.inputValue()).toBe(member.fullName);
      const newName = `${member.fullName} (edited)`;
      const newPassword = field(page, t('site:profile.edit.password'));
      const confirm = field(page, t('site:profile.edit.confirmPassword'));
      await name.fill(newName);
      await newPassword.fill('a-new-password-1');
      await confirm.fill('a-new-password-2');
      const updates = countRequests(page, 'PUT', /\/Singup\/update\//);
      await page.getByRole('button', { name: t('site:profile.edit.submit'), exact: true }).click();
      const mismatch = page.getByText(t('site:auth.validation.passwordsMismatch'), { exact: true });
      await mismatch.waitFor();
      expect(updates()).toBe(0);
      await expectKept([
        [name, newName],
        [newPassword, 'a-new-password-1'],
        [confirm, 'a-new-password-2'],
      ]);
      expect(new URL(page.url()).pathname).toMatch(/^\/editprofile\//);
      // Spec §5: the message goes as soon as either password changes.
      await confirm.fill('a-new-password-1');
      await mismatch.waitFor({ state: 'hidden' });
    }));

  test('console: a sixth gallery image, a text file renamed .jpg', () =>
    run(`journey6-console-${language}`, language, async ({ page, t }) => {
      const tx = t as unknown as (key: string, options?: object) => string;
      await adminLogIn(page, t);

      // Gallery upload: five pictures at most; the sixth is cut off, the picker disabled.
      await openGalleryUpload(page, t);
      await expectHeading(page, t('console:gallery.addTitle'));
      const texts = {
        title: `ছয়টি ছবি ${language}`,
        titleEnglish: `Six pictures ${language}`,
        description: 'পঞ্চম ছবির পরে আর নয়',
        descriptionEnglish: 'Not one after the fifth',
      };
      const main = page.getByRole('main');
      for (const [key, value] of Object.entries(texts)) {
        await field(main, tx(`console:gallery.fields.${key}`)).fill(value);
      }
      const picker = page.getByLabel(t('console:gallery.fields.files'));
      await picker.setInputFiles([0, 1, 2, 3].map((i) => image(`picture-${i + 1}.png`, i)));
      await page.getByText(t('console:gallery.count', { count: 4, max: 5 })).waitFor();
      await picker.setInputFiles([image('picture-5.png', 4), image('picture-6.png', 5)]);
      await page.getByText(t('console:gallery.count', { count: 5, max: 5 })).waitFor();
      await page.getByText(t('console:gallery.max'), { exact: true }).first().waitFor();
      expect(await picker.isDisabled()).toBe(true);
      expect(
        await page.getByRole('img', { name: t('console:app.form.preview', { n: 6 }) }).count()
      ).toBe(0);
      for (const [key, value] of Object.entries(texts)) {
        expect(await field(main, tx(`console:gallery.fields.${key}`)).inputValue()).toBe(value);
      }

      // Add Book with a text file named .jpg as the cover: the server refuses it by its bytes,
      // the console says so and keeps the form.
      await openMenu(page, t, 'addBook', t('console:books.addTitle'));
      const stamp = `${Date.now() % 1e8}`;
      const book = {
        bookname: `ভুল প্রচ্ছদ ${stamp}`,
        booknameEnglish: `Wrong cover ${stamp}`,
        authorname: 'পরীক্ষক',
        authornameEnglish: 'Tester',
        aboutbook: 'প্রচ্ছদটি আসলে একটি লেখা-ফাইল।',
        aboutbookEnglish: 'The cover is really a text file.',
      };
      for (const [key, value] of Object.entries(book)) {
        await field(main, tx(`console:books.fields.${key}`)).fill(value);
      }
      await page
        .getByRole('combobox', { name: t('console:books.fields.booktype') })
        .selectOption(category(1));
      await field(page, t('console:books.form.serialN', { n: 1 })).fill(`${stamp}7`);
      await page.getByLabel(t('console:books.fields.File')).setInputFiles(textRenamedJpg());
      await expectToast(page, t('errors:invalid_file'), () =>
        page.getByRole('button', { name: t('console:books.form.add'), exact: true }).click()
      );
      for (const [key, value] of Object.entries(book)) {
        expect(await field(main, tx(`console:books.fields.${key}`)).inputValue()).toBe(value);
      }
      expect(await field(page, t('console:books.form.serialN', { n: 1 })).inputValue()).toBe(
        `${stamp}7`
      );
      expect(
        (await api.allBooks()).some((b) => b.booknameEnglish === book.booknameEnglish),
        'the book must not have been added'
      ).toBe(false);
    }));

  test("a member's token on the console and on an admin call", () =>
    run(`journey6-token-${language}`, language, async ({ context, page, t, stack }) => {
      const member = await api.login(api.DEMO_MEMBER.email, api.DEMO_MEMBER.password);
      expect(member.role).toBe('member');

      // Straight at the API, from a page of the console's origin: 403 forbidden.
      await openConsole(page, '#/login');
      await expectHeading(page, t('console:app.login.title'));
      const answer = await page.evaluate(
        async ([url, token]) => {
          const response = await fetch(`${url}/Singup/Alluserprofile`, {
            headers: { authorization: `Bearer ${token}` },
          });
          return { status: response.status, body: (await response.json()) as { code?: string } };
        },
        [stack.apiUrl, member.access_token] as const
      );
      expect(answer.status).toBe(403);
      expect(answer.body.code).toBe('forbidden');

      // The console with a member's token where the admin's belongs: back to the login page
      // with the console's message, and the session is gone.
      await page.evaluate((token) => {
        localStorage.setItem('access_token', token);
        localStorage.setItem('AdminLogin', 'true');
      }, member.access_token);
      const forbidden = page.getByText(t('errors:forbidden'), { exact: true }).first().waitFor();
      await openConsole(page, '#/books');
      await forbidden;
      await page.waitForURL(/#\/login$/);
      await expectHeading(page, t('console:app.login.title'));
      const left = await page.evaluate(() => localStorage.getItem('access_token'));
      expect(left).toBeNull();
      expect(context.pages()).toHaveLength(1);
    }));
});
