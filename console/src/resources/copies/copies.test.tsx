import { act, render, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, MemoryRouter, useParams } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { CopyView, DeskRow } from '@pathagar/sdk/schema';
import { resources } from '@pathagar/shared-i18n';
import { createReactI18n, I18nextProvider } from '@pathagar/shared-i18n/react';
import { fill, renderApp, screen } from '../../test/render';
import { HttpResponse, mockApi, server } from '../../test/server';
import { jsonBodies } from '../../test/providerCalls';
import { approvedRow, deskRow } from '../desk/fixtures';
import { Scanner, type ScannerProps } from './ScanPage';
import { copyUrl, scannedSerial } from './scanning';

function CopyStub() {
  return <p>opened copy {useParams().serial}</p>;
}

/** The scanner alone, with the camera and decoder a test gives it, and a stub copy route. */
function renderScanner(props: ScannerProps, language: 'bn' | 'en' = 'en') {
  const i18n = createReactI18n({ bundled: resources, language });
  const user = userEvent.setup();
  const result = render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={['/scan']}>
        <Routes>
          <Route path="/scan" element={<Scanner {...props} />} />
          <Route path="/copies/:serial" element={<CopyStub />} />
        </Routes>
      </MemoryRouter>
    </I18nextProvider>
  );
  return { ...result, user };
}

const cameraOn = () => vi.fn(async () => () => {});
const denied = () =>
  vi.fn(async () => {
    throw new DOMException('Permission denied', 'NotAllowedError');
  });

describe('Scan', () => {
  it('opens the copy a decoded label names, and stops the camera', async () => {
    const stop = vi.fn();
    const decoded = ['', copyUrl('4711', 'https://console.example.org/#/scan')];
    const decode = vi.fn(async () => (decoded.length ? [decoded.shift()!].filter(Boolean) : []));
    renderScanner({ openCamera: vi.fn(async () => stop), loadDecoder: async () => ({ decode }) });
    expect(await screen.findByText('opened copy 4711', {}, { timeout: 3000 })).toBeInTheDocument();
    // The first frame had no code; the second had the label.
    expect(decode).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(stop).toHaveBeenCalled());
  });

  it('says so when a QR code is not one of our labels, and keeps scanning', async () => {
    renderScanner({
      openCamera: cameraOn(),
      loadDecoder: async () => ({ decode: async () => ['https://example.org/menu'] }),
    });
    expect(
      await screen.findByText('This QR code is not a copy label of this library.')
    ).toBeInTheDocument();
    expect(screen.queryByText(/opened copy/)).not.toBeInTheDocument();
  });

  it('falls back to the typed serial when the camera is refused, in Bangla digits too', async () => {
    const { user } = renderScanner(
      { openCamera: denied(), loadDecoder: async () => ({ decode: async () => [] }) },
      'bn'
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('ক্যামেরা ব্যবহার করা যাচ্ছে না');
    const field = screen.getByRole('textbox', { name: 'সিরিয়াল নম্বর' });
    expect(field).toHaveFocus();
    await fill(user, field, '১২a');
    await act(async () => screen.getByRole('button', { name: 'কপি খুলুন' }).click());
    expect(field).toHaveAccessibleDescription('সিরিয়াল নম্বরে শুধু অঙ্ক থাকে।');
    expect(field).toHaveValue('১২a');
    await fill(user, field, '১২৩');
    await act(async () => screen.getByRole('button', { name: 'কপি খুলুন' }).click());
    expect(await screen.findByText('opened copy 123')).toBeInTheDocument();
  });

  it('reads a label link with or without the hash, or a bare serial, and nothing else', () => {
    expect(scannedSerial('https://c.example.org/#/copies/0042')).toBe('0042');
    expect(scannedSerial('https://c.example.org/copies/7/')).toBe('7');
    expect(scannedSerial(' ৯৮ ')).toBe('98');
    expect(scannedSerial('https://c.example.org/#/books/100001')).toBeNull();
    expect(scannedSerial('WIFI:S:club;;')).toBeNull();
  });
});

function copyView(overrides: Partial<CopyView> = {}): CopyView {
  return {
    serialNumber: '101',
    bookId: 100001,
    bookname: 'পথের পাঁচালী',
    booknameEnglish: 'Pather Panchali',
    imgUrl: null,
    state: 'free',
    loan: null,
    hold: null,
    requests: [],
    ...overrides,
  };
}

/** Serves the copy: `views` in turn, one per load (the last one stays). */
function serveCopy(...views: CopyView[]) {
  server.use(
    mockApi.get('/ext/copies/{serial}', () =>
      HttpResponse.json(views.length > 1 ? views.shift()! : views[0]!)
    )
  );
}

describe('Copy view', () => {
  it('shows who has the copy and hands it over, then shows it with the member', async () => {
    const loan = approvedRow();
    const received: DeskRow = { ...loan, status: 'Received', deskState: 'with_member' };
    serveCopy(copyView({ state: 'on_loan', loan }), copyView({ state: 'on_loan', loan: received }));
    const calls = jsonBodies('post', '/ext/desk/handovers', { row: received });
    const { user } = renderApp('/copies/101', { language: 'en' });
    expect(
      await screen.findByRole('heading', { name: 'Copy #101' }, { timeout: 15000 })
    ).toBeInTheDocument();
    expect(screen.getByText('On loan')).toBeInTheDocument();
    const card = screen.getByRole('listitem', { name: `${loan.member.name}: Pather Panchali` });
    expect(card).toHaveTextContent(`ID ${loan.userId}`);
    expect(card).toHaveTextContent(loan.member.mobile);
    await user.click(within(card).getByRole('button', { name: 'Mark handed over' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Done');
    expect(calls).toEqual([{ rentId: loan.rentId, action: 'handed_over' }]);
    // Read again: now with the member, to be taken back.
    expect(await screen.findByRole('button', { name: 'Mark taken back' })).toBeInTheDocument();
  });

  it('lends a free copy for a waiting request with this very serial', async () => {
    const request = deskRow({ freeSerials: ['101'] });
    serveCopy(copyView({ requests: [request] }));
    const sent: unknown[] = [];
    server.use(
      mockApi.post('/ext/desk/approvals', async ({ request: req }) => {
        sent.push(await req.json());
        return HttpResponse.json({
          approved: 1,
          results: [
            {
              rentId: request.rentId,
              ok: true,
              row: approvedRow({ rentId: request.rentId, member: request.member }),
            },
          ],
        });
      })
    );
    const { user } = renderApp('/copies/101', { language: 'en' });
    const lend = await screen.findByRole(
      'button',
      { name: `Lend this copy (101) to ${request.member.name}` },
      { timeout: 15000 }
    );
    await user.dblClick(lend);
    expect(await screen.findByRole('status')).toHaveTextContent(
      `Lent to ${request.member.name}, due`
    );
    expect(sent).toEqual([{ items: [{ rentId: request.rentId, serialNumber: '101' }] }]);
  });

  it('names a serial no copy has', async () => {
    server.use(
      mockApi.get('/ext/copies/{serial}', () =>
        HttpResponse.json({ code: 'not_found', message: 'Copy not found' }, { status: 404 })
      )
    );
    renderApp('/copies/999', { language: 'bn' });
    expect(await screen.findByRole('alert', {}, { timeout: 15000 })).toHaveTextContent(
      '৯৯৯ সিরিয়াল নম্বরের কোনো কপি নেই।'
    );
  });
});

describe('Label sheet', () => {
  it('prints per copy a QR code, the serial, both titles and the club name', async () => {
    server.use(
      mockApi.get('/ext/labels', ({ request }) => {
        expect(new URL(request.url).searchParams.get('books')).toBe('100001,100002');
        return HttpResponse.json({
          clubName: 'বইয়ের পাতা',
          clubNameEnglish: 'Boiyer Pata',
          labels: [
            { serialNumber: '11', bookId: 100001, bookname: 'দেবদাস', booknameEnglish: 'Devdas' },
            { serialNumber: '12', bookId: 100001, bookname: 'দেবদাস', booknameEnglish: 'Devdas' },
          ],
        });
      })
    );
    renderApp('/labels?books=100001,100002', { language: 'bn' });
    const label = await screen.findByRole('listitem', { name: 'কপি #১২' }, { timeout: 15000 });
    expect(label).toHaveTextContent('#১২');
    expect(label).toHaveTextContent('দেবদাস');
    expect(label).toHaveTextContent('Devdas');
    expect(label).toHaveTextContent('বইয়ের পাতা · Boiyer Pata');
    const qr = await within(label).findByRole('img', { name: 'কপি ১২-এর QR কোড' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'লেবেল প্রিন্ট' })).toBeEnabled();
  });
});
