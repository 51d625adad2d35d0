import { act, within } from '@testing-library/react';
import { delay } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute, screen } from '../../test/render';
import { apiError, mockApi, server } from '../../test/server';
import { clubEvent } from './fixtures';
import type { ClubEvent } from './queries';

/** 1 day 2 h 3 min 4.5 s before the fixture event (2 May 2026, 02:04 Dhaka). */
const NOW = Date.parse('2026-05-01T00:00:55.500+06:00');

function startClock(now = NOW) {
  vi.useFakeTimers({ shouldAdvanceTime: true, now });
  return { user: { advanceTimers: vi.advanceTimersByTime } };
}

/** "01:02:03:04": the countdown's days, hours, minutes and seconds as shown. */
function countdownIn(card: HTMLElement): string {
  const timer = within(card).getByRole('timer');
  return [...timer.querySelectorAll('[data-unit]')].map((cell) => cell.textContent).join(':');
}

/** The event page over `events`, under a fake clock at `now`. */
function showEvents(events: ClubEvent[], language: 'en' | 'bn', now = NOW) {
  const options = startClock(now);
  server.use(mockApi.get('/SingUpAdmin/allEvent', events));
  return renderRoute('/event', { language, ...options });
}

/** The fixture event's card, the fake clock at `now` again once it shows. */
async function countdownCard(language: 'en' | 'bn', name: string, now = NOW) {
  showEvents([clubEvent()], language, now);
  const card = await screen.findByRole('article', { name });
  // Rendering took real time, which shouldAdvanceTime added to the clock: start again exactly.
  vi.setSystemTime(now);
  return card;
}

describe('/event', () => {
  it('shows name, organiser, description, date and time in English', async () => {
    showEvents([clubEvent()], 'en');
    const card = await screen.findByRole('article', { name: 'Book Fair' });
    expect(screen.getByRole('heading', { level: 1, name: 'Events' })).toBeInTheDocument();
    expect(within(card).getByRole('heading', { name: 'Book Fair' })).toBeInTheDocument();
    expect(within(card).getByText('Organiser: Pathagar')).toBeInTheDocument();
    expect(within(card).getByText('Our yearly book fair.')).toBeInTheDocument();
    expect(within(card).getByText('May 2, 2026')).toBeInTheDocument();
    expect(within(card).getByText('02:04')).toBeInTheDocument();
    expect(within(card).getByRole('timer')).toHaveTextContent(/Days.*Hours.*Minutes.*Seconds/);
  });

  it('shows the event poster whole, not cropped (issue 16.6)', async () => {
    server.use(mockApi.get('/SingUpAdmin/allEvent', [clubEvent()]));
    renderRoute('/event', { language: 'en' });
    const poster = (await screen.findAllByRole('article'))[0]!.querySelector('img')!;
    expect(poster.getAttribute('style')).toContain('--image-object-fit: contain');
  });

  it('ticks the countdown every second and every minute (fake timers)', async () => {
    const card = await countdownCard('en', 'Book Fair');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(countdownIn(card)).toBe('01:02:03:03');
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(countdownIn(card)).toBe('01:02:02:03');
  });

  it('shows the countdown in Bangla digits and Bangla texts in Bangla', async () => {
    const card = await countdownCard('bn', 'বই মেলা');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(countdownIn(card)).toBe('০১:০২:০৩:০৩');
    expect(within(card).getByRole('timer')).toHaveTextContent(/দিন.*ঘণ্টা.*মিনিট.*সেকেন্ড/);
    expect(within(card).getByText('আয়োজক: পাঠাগার')).toBeInTheDocument();
    expect(within(card).getByText('২ মে, ২০২৬')).toBeInTheDocument();
    expect(within(card).getByText('০২:০৪')).toBeInTheDocument();
  });

  it('switches to "Event Close" once the start time passes', async () => {
    const start = Date.parse('2026-05-02T02:03:57.500+06:00');
    const card = await countdownCard('en', 'Book Fair', start);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(countdownIn(card)).toBe('00:00:00:01');
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(within(card).queryByRole('timer')).not.toBeInTheDocument();
    expect(within(card).getByText('Event Close')).toBeInTheDocument();
  });

  it('shows "ইভেন্ট শেষ" for a past event in Bangla', async () => {
    showEvents([clubEvent({ eventDate: '2026-04-01' })], 'bn');
    const card = await screen.findByRole('article', { name: 'বই মেলা' });
    expect(within(card).getByText('ইভেন্ট শেষ')).toBeInTheDocument();
  });

  it('lists upcoming events soonest first, then past events most recent first, then invalid ones', async () => {
    showEvents(
      [
        clubEvent({ eventnameEnglish: 'Past April 1', eventDate: '2026-04-01' }),
        clubEvent({ eventnameEnglish: 'Broken', eventDate: 'soon' }),
        clubEvent({ eventnameEnglish: 'Past April 20', eventDate: '2026-04-20' }),
        clubEvent({ eventnameEnglish: 'Upcoming June 1', eventDate: '2026-06-01' }),
        clubEvent({ eventnameEnglish: 'Upcoming May 10', eventDate: '2026-05-10' }),
        clubEvent({
          eventnameEnglish: 'Today earlier',
          eventDate: '2026-05-01',
          eventTime: '11:59',
        }),
      ],
      'en',
      Date.parse('2026-05-01T12:00:00+06:00')
    );
    await screen.findByRole('article', { name: 'Broken' });
    const names = screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'));
    expect(names).toEqual([
      'Upcoming May 10',
      'Upcoming June 1',
      'Today earlier',
      'Past April 20',
      'Past April 1',
      'Broken',
    ]);
    expect(screen.queryByText('No upcoming events available')).not.toBeInTheDocument();
  });

  // Each card names what is wrong with its date or time where the countdown would be.
  const invalidEvents = {
    en: [
      { name: 'Bad date', broken: { eventDate: '02/05/2026' }, says: 'Invalid event date format' },
      { name: 'Bad time', broken: { eventTime: 'noon' }, says: 'Invalid event time format' },
      { name: 'No such day', broken: { eventDate: '2026-02-31' }, says: 'Invalid event time' },
    ],
    bn: [
      { name: 'ক', broken: { eventDate: 'x' }, says: 'ইভেন্টের তারিখের ফরম্যাট সঠিক নয়' },
      { name: 'খ', broken: { eventTime: 'y' }, says: 'ইভেন্টের সময়ের ফরম্যাট সঠিক নয়' },
      { name: 'গ', broken: { eventTime: '24:30' }, says: 'ইভেন্টের সময় সঠিক নয়' },
    ],
  };
  it.each(['en', 'bn'] as const)(
    'shows each invalid-data message in place of the countdown (%s)',
    async (language) => {
      const named = language === 'en' ? 'eventnameEnglish' : 'eventname';
      const events = invalidEvents[language];
      showEvents(
        events.map((e) => clubEvent({ [named]: e.name, ...e.broken })),
        language
      );
      for (const e of events) {
        const card = await screen.findByRole('article', { name: e.name });
        expect(within(card).getByText(e.says)).toBeInTheDocument();
        expect(within(card).queryByRole('timer')).not.toBeInTheDocument();
      }
    }
  );

  it('cuts descriptions to 120 characters with Show More / Show Less', async () => {
    startClock();
    const long = 'x'.repeat(120) + 'TAIL';
    server.use(
      mockApi.get('/SingUpAdmin/allEvent', [
        clubEvent({ eventnameEnglish: 'Long', descriptionEnglish: long }),
        clubEvent({ eventnameEnglish: 'Exact', descriptionEnglish: 'y'.repeat(120) }),
      ])
    );
    const { user } = renderRoute('/event', { language: 'en' });
    const card = await screen.findByRole('article', { name: 'Long' });
    expect(within(card).getByText(`${'x'.repeat(120)}…`)).toBeInTheDocument();
    const exact = screen.getByRole('article', { name: 'Exact' });
    expect(within(exact).queryByRole('button', { name: 'Show More' })).not.toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Show More' }));
    expect(within(card).getByText(long)).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Show Less' }));
    expect(within(card).getByText(`${'x'.repeat(120)}…`)).toBeInTheDocument();
  });

  it('has the Bangla Show More text', async () => {
    showEvents([clubEvent({ description: 'ক'.repeat(130) })], 'bn');
    expect(await screen.findByRole('button', { name: 'আরও দেখুন' })).toBeInTheDocument();
  });

  it('says there are no upcoming events when the list is empty, in both languages', async () => {
    server.use(mockApi.get('/SingUpAdmin/allEvent', []));
    renderRoute('/event', { language: 'en' });
    expect(await screen.findByText('No upcoming events available')).toBeInTheDocument();
  });

  it('says so in Bangla too, and above past events', async () => {
    showEvents([clubEvent({ eventDate: '2025-01-01' })], 'bn');
    expect(await screen.findByText('কোনো আসন্ন ইভেন্ট নেই')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'বই মেলা' })).toBeInTheDocument();
  });

  it('shows a spinner while loading and an error with retry on failure', async () => {
    server.use(
      mockApi.get('/SingUpAdmin/allEvent', async () => {
        await delay(300);
        return apiError(500, 'internal', 'boom');
      })
    );
    renderRoute('/event', { language: 'en' });
    expect(await screen.findByLabelText(/^Loading/)).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not load the events. Please try again.'
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
