import { resources } from '@pathagar/shared-i18n';
import { within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, HttpResponse, mockApi, server } from '../../test/server';
import { fill, renderApp, screen } from '../../test/render';
import { twoFactorStatus } from './fixtures';

const en = resources.en;
const LOGIN_OK = {
  access_token: 'fresh-token',
  message: 'Login successful!',
  role: 'admin',
  expiresAt: '2030-01-01T00:00:00.000Z',
} as const;
const URI = 'otpauth://totp/Pathagar:admin%40pathagar.demo?issuer=Pathagar&secret=JBSWY3DPEHPK3PXP';
// A screen's first visit imports its lazy chunk: slow in jsdom on a busy two-core machine.
const LAZY = { timeout: 15_000 };
const CODES = Array.from({ length: 10 }, (_, i) => `abcd${i}-efgh${i}`);

/** The login endpoint: asks for a second factor until one arrives, then answers `second`. */
function loginNeedingCode(second: (body: Record<string, string>) => Response) {
  const bodies: Record<string, string>[] = [];
  server.use(
    mockApi.post('/SingUpAdmin/login', async ({ request }) => {
      const body = (await request.json()) as Record<string, string>;
      bodies.push(body);
      if (!body.totpCode && !body.recoveryCode) {
        return apiError(401, 'two_factor_required', 'Enter the code from your authenticator app.');
      }
      return second(body);
    })
  );
  return bodies;
}

async function passwordStep(user: ReturnType<typeof renderApp>['user']) {
  await fill(user, await screen.findByLabelText(/Email/), 'admin@pathagar.demo');
  await fill(user, screen.getByLabelText(/Password/), 'secret');
  await user.click(screen.getByRole('button', { name: 'Login' }));
  return screen.findByRole('textbox', { name: en.console.app.login.code });
}

describe('login with two-factor login', { timeout: 60_000 }, () => {
  it('asks for the code after the password, keeping the e-mail and password, and logs in', async () => {
    const bodies = loginNeedingCode(() => HttpResponse.json(LOGIN_OK));
    const { user } = renderApp('/login', { loggedIn: false, language: 'en' });
    const code = await passwordStep(user);
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByText(en.console.app.login.secondStep)).toBeInTheDocument();
    // Nothing is sent until the code has its 6 digits.
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(code).toHaveAccessibleDescription(en.console.app.login.codeRequired);
    await fill(user, code, '12345');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(code).toHaveAccessibleDescription(en.console.app.login.codeFormat);
    expect(bodies).toHaveLength(1);

    await fill(user, code, '123 456');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' }, LAZY)).toBeInTheDocument();
    expect(bodies).toEqual([
      { email: 'admin@pathagar.demo', password: 'secret' },
      { email: 'admin@pathagar.demo', password: 'secret', totpCode: '123456' },
    ]);
    expect(localStorage.getItem('access_token')).toBe('fresh-token');
  });

  it('shows a wrong code on the field and keeps what was typed', async () => {
    const bodies = loginNeedingCode(() =>
      apiError(401, 'two_factor_invalid', 'The code is wrong or has been used.')
    );
    const { user } = renderApp('/login', { loggedIn: false, language: 'en' });
    const code = await passwordStep(user);
    await fill(user, code, '000000');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await vi.waitFor(() => expect(code).toHaveAccessibleDescription(en.errors.two_factor_invalid));
    expect(code).toHaveValue('000000');
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
    expect(bodies).toHaveLength(2);
    expect(localStorage.getItem('access_token')).toBeNull();
  });

  it('takes a recovery code instead, in Bangla, with Bangla digits typed', async () => {
    const bodies = loginNeedingCode(() => HttpResponse.json(LOGIN_OK));
    const bn = resources.bn.console.app.login;
    const { user } = renderApp('/login', { loggedIn: false });
    await fill(user, await screen.findByLabelText(/ইমেইল/), 'admin@pathagar.demo');
    await fill(user, screen.getByLabelText(/পাসওয়ার্ড/), 'secret');
    await user.click(screen.getByRole('button', { name: bn.submit }));
    await screen.findByRole('textbox', { name: bn.code });
    await user.click(screen.getByRole('button', { name: bn.useRecovery }));
    const recovery = screen.getByRole('textbox', { name: bn.recoveryCode });
    await fill(user, recovery, 'abc');
    await user.click(screen.getByRole('button', { name: bn.submit }));
    expect(recovery).toHaveAccessibleDescription(bn.recoveryFormat);
    await fill(user, recovery, ' ABCD২-EFGH৩ ');
    await user.click(screen.getByRole('button', { name: bn.submit }));
    expect(await screen.findByRole('heading', { name: 'ড্যাশবোর্ড' }, LAZY)).toBeInTheDocument();
    expect(bodies[1]).toEqual({
      email: 'admin@pathagar.demo',
      password: 'secret',
      recoveryCode: 'abcd2-efgh3',
    });
  });

  it('goes back to the first step for another account', async () => {
    loginNeedingCode(() => HttpResponse.json(LOGIN_OK));
    const { user } = renderApp('/login', { loggedIn: false, language: 'en' });
    await passwordStep(user);
    await user.click(screen.getByRole('button', { name: en.console.app.login.otherAccount }));
    expect(screen.getByLabelText(/Email/)).toHaveValue('admin@pathagar.demo');
    expect(screen.getByLabelText(/Password/)).toHaveValue('');
  });
});

/** The set-up calls, recording what the console sent. */
function enrolmentApi(status = twoFactorStatus()) {
  const sent: { starts: number; codes: string[] } = { starts: 0, codes: [] };
  let enabled = false;
  server.use(
    mockApi.get('/ext/admin/two-factor', () =>
      HttpResponse.json({ ...status, enabled, recoveryCodesLeft: enabled ? 10 : 0 })
    ),
    mockApi.post('/ext/admin/two-factor', () => {
      sent.starts++;
      return HttpResponse.json({ secret: 'JBSWY3DPEHPK3PXP', otpauthUri: URI });
    }),
    mockApi.post('/ext/admin/two-factor/confirm', async ({ request }) => {
      const { code } = (await request.json()) as { code: string };
      sent.codes.push(code);
      if (code !== '654321') {
        return HttpResponse.json(
          {
            code: 'two_factor_invalid',
            message: 'The code is wrong or has been used.',
            error: 'The code is wrong or has been used.',
            field: 'body.code',
          },
          { status: 400 }
        );
      }
      enabled = true;
      return HttpResponse.json({ recoveryCodes: CODES });
    })
  );
  return sent;
}

describe('the two-factor login screen', { timeout: 60_000 }, () => {
  it('sets it up: QR code and key, a wrong then a right code, the recovery codes once', async () => {
    const sent = enrolmentApi();
    const t = en.console.twoFactor;
    const { user } = renderApp('/two-factor', { language: 'en' });
    expect(
      await screen.findByRole('heading', { name: t.title, level: 1 }, LAZY)
    ).toBeInTheDocument();
    expect(await screen.findByText(t.statusOff)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t.setUp }));

    const qr = await screen.findByRole('img', { name: t.qrAlt }, LAZY);
    const svg = decodeURIComponent(qr.getAttribute('src')!.split(',')[1]!);
    expect(svg).toMatch(/^<svg[^>]+viewBox/);
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    expect(sent.starts).toBe(1);

    const code = screen.getByRole('textbox', { name: t.code });
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await fill(user, code, '111111');
    await user.click(screen.getByRole('button', { name: t.confirm }));
    await vi.waitFor(() => expect(code).toHaveAccessibleDescription(en.errors.two_factor_invalid));
    expect(code).toHaveValue('111111');

    await fill(user, code, '654321');
    await user.click(screen.getByRole('button', { name: t.confirm }));
    const list = await screen.findByRole('list', { name: t.codesLabel });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent)
    ).toEqual(CODES);
    expect(screen.getByText(t.codesWarning)).toBeInTheDocument();
    expect(sent.codes).toEqual(['111111', '654321']);

    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(screen.getByRole('button', { name: t.copy }));
    expect(writeText).toHaveBeenCalledWith(expect.stringContaining(CODES.join('\n')));
    expect(await screen.findByText(t.copied)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: t.download })).toBeInTheDocument();
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    await user.click(screen.getByRole('button', { name: t.print }));
    expect(print).toHaveBeenCalledOnce();

    await user.click(screen.getByRole('button', { name: t.done }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' }, LAZY)).toBeInTheDocument();
  });

  it('shows that it is on, with the recovery codes left in Bangla digits', async () => {
    server.use(
      mockApi.get('/ext/admin/two-factor', twoFactorStatus({ enabled: true, recoveryCodesLeft: 7 }))
    );
    renderApp('/two-factor');
    const bn = resources.bn.console.twoFactor;
    expect(await screen.findByText(bn.statusOn, {}, LAZY)).toBeInTheDocument();
    expect(screen.getByText('অব্যবহৃত রিকভারি কোড: ৭টি')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: bn.setUp })).not.toBeInTheDocument();
  });

  it('says so when it was set up meanwhile (409)', async () => {
    server.use(
      mockApi.post('/ext/admin/two-factor', () =>
        apiError(409, 'two_factor_active', 'Two-factor login is already set up.')
      )
    );
    const { user } = renderApp('/two-factor', { language: 'en' });
    await user.click(await screen.findByRole('button', { name: en.console.twoFactor.setUp }, LAZY));
    expect(await screen.findByText(en.errors.two_factor_active)).toBeInTheDocument();
  });
});

describe('when the server requires two-factor login', { timeout: 60_000 }, () => {
  it('sends the admin to set it up after login, with only that screen open until done', async () => {
    server.use(mockApi.post('/SingUpAdmin/login', () => HttpResponse.json(LOGIN_OK)));
    enrolmentApi(twoFactorStatus({ required: true }));
    const t = en.console.twoFactor;
    const { user } = renderApp('/login', { loggedIn: false, language: 'en' });
    await fill(user, await screen.findByLabelText(/Email/), 'admin@pathagar.demo');
    await fill(user, screen.getByLabelText(/Password/), 'secret');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(
      await screen.findByRole('heading', { name: t.title, level: 1 }, LAZY)
    ).toBeInTheDocument();
    expect(await screen.findByText(t.required)).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: en.console.app.menu.navigation });
    expect(within(menu).queryByRole('menuitem', { name: 'Books' })).not.toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: t.title })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: t.setUp }));
    await fill(user, await screen.findByRole('textbox', { name: t.code }), '654321');
    await user.click(screen.getByRole('button', { name: t.confirm }));
    await screen.findByRole('list', { name: t.codesLabel });
    expect(await within(menu).findByRole('menuitem', { name: 'Books' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t.done }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' }, LAZY)).toBeInTheDocument();
  });

  it('takes an admin whose call is refused for it to the set-up screen, still logged in', async () => {
    server.use(
      mockApi.get('/ext/books', () =>
        apiError(403, 'two_factor_enrolment_required', 'Set up two-factor login first.')
      ),
      mockApi.get('/ext/admin/two-factor', twoFactorStatus({ required: true }))
    );
    renderApp('/books', { language: 'en' });
    expect(await screen.findByText(en.console.twoFactor.required, {}, LAZY)).toBeInTheDocument();
    expect(localStorage.getItem('access_token')).not.toBeNull();
  });
});
