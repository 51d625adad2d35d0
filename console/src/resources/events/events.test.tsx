import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { added, event } from '../../test/fixtures';
import { fill, png, renderApp, screen } from '../../test/render';
import { apiError, HttpResponse, mockApi, server } from '../../test/server';
import { serve } from '../../test/providerCalls';
import { expectEmptySubmitRefused } from '../../test/forms';

const long = 'ক'.repeat(130);

describe('Upcoming Events (admin list)', () => {
  it('orders newest first, previews 100 characters with show more / show less, checks date and time', async () => {
    server.use(
      mockApi.get('/SingUpAdmin/allEvent', [
        event({ _id: '1', eventname: 'পুরোনো', eventDate: '2026-01-01' }),
        event({ _id: '2', eventname: 'নতুন', eventDate: '2026-06-01', description: long }),
        event({ _id: '3', eventname: 'ভুল', eventDate: '2026-02-30', eventTime: '25:00' }),
        event({ _id: '4', eventname: 'ভুল সময়', eventDate: '2026-03-01', eventTime: '7pm' }),
      ])
    );
    const { user } = renderApp('/events');
    const cards = await screen.findAllByRole('article');
    expect(cards.map((c) => c.getAttribute('aria-label'))).toEqual([
      'নতুন',
      'ভুল সময়',
      'ভুল',
      'পুরোনো',
    ]);
    expect(
      within(cards[0]!).getByText(`${'ক'.repeat(100)}…`, { exact: false })
    ).toBeInTheDocument();
    await user.click(within(cards[0]!).getByRole('button', { name: 'আরও দেখুন' }));
    expect(within(cards[0]!).getByText(long, { exact: false })).toBeInTheDocument();
    await user.click(within(cards[0]!).getByRole('button', { name: 'কম দেখুন' }));
    expect(within(cards[2]!).getByText(/ইভেন্টের তারিখের ফরম্যাট সঠিক নয়/)).toBeInTheDocument();
    expect(within(cards[2]!).getByText(/ইভেন্টের সময় সঠিক নয়/)).toBeInTheDocument();
    expect(within(cards[1]!).getByText(/ইভেন্টের সময়ের ফরম্যাট সঠিক নয়/)).toBeInTheDocument();
  });

  it('edits inline on a copy: Cancel drops it, Save sends the whole event as JSON', async () => {
    let body: unknown;
    server.use(
      mockApi.get('/SingUpAdmin/allEvent', [event()]),
      mockApi.put('/SingUpAdmin/updateEvent/{id}', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({
          message: 'Event updated successfully',
          event: event({ eventnameEnglish: 'Book club' }),
        });
      })
    );
    const { user } = renderApp('/events', { language: 'en' });
    await user.click(await screen.findByRole('button', { name: 'Edit Reading circle' }));
    await fill(user, screen.getByLabelText('Event name (English)'), 'Changed');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('heading', { name: 'Reading circle' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit Reading circle' }));
    expect(screen.getByLabelText('Event name (English)')).toHaveValue('Reading circle');
    await fill(user, screen.getByLabelText('Event name (English)'), 'Book club');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The event has been updated.')).toBeInTheDocument();
    expect(body).toEqual({ ...event(), eventnameEnglish: 'Book club' });
    expect(await screen.findByRole('heading', { name: 'Book club' })).toBeInTheDocument();
  });

  it('requires the date and time when editing, and shows an update failure', async () => {
    server.use(
      mockApi.get('/SingUpAdmin/allEvent', [event()]),
      mockApi.put('/SingUpAdmin/updateEvent/{id}', () => apiError(500, 'internal', 'boom'))
    );
    const { user } = renderApp('/events', { language: 'en' });
    await user.click(await screen.findByRole('button', { name: 'Edit Reading circle' }));
    await fill(user, screen.getByLabelText(/Event date/), '');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Required')).toBeInTheDocument();
    await fill(user, screen.getByLabelText(/Event date/), '2026-07-01');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('The event could not be updated. Please try again.')
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/Event date/)).toHaveValue('2026-07-01');
  });
});

describe('Add Event', () => {
  it('requires every field and a poster', async () => {
    const { user } = renderApp('/events/create', { language: 'en' });
    await expectEmptySubmitRefused(user, 'Add event', 9);
  });

  it('posts the event fields and the poster as multipart', async () => {
    const seen = serve('post', '/SingUpAdmin/addevent', added.event(), 201);
    const { user } = renderApp('/events/create', { language: 'en' });
    const { _id, uniqueId, imgUrl, ...fields } = event();
    const labels: Record<string, RegExp> = {
      eventname: /Event name \(Bangla\)/,
      eventnameEnglish: /Event name \(English\)/,
      organizer: /Organizer \(Bangla\)/,
      organizerEnglish: /Organizer \(English\)/,
      description: /Description \(Bangla\)/,
      descriptionEnglish: /Description \(English\)/,
      eventDate: /Event date/,
      eventTime: /Event time/,
    };
    await screen.findByLabelText(labels.eventname!);
    for (const [name, value] of Object.entries(fields)) {
      await fill(user, screen.getByLabelText(labels[name]!), value);
    }
    await user.upload(screen.getByLabelText('Poster'), png('poster.png'));
    await user.click(screen.getByRole('button', { name: 'Add event' }));
    expect(await screen.findByText('The event has been successfully added.')).toBeInTheDocument();
    expect(seen.form).toEqual({
      ...Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, [v]])),
      poster: ['FILE'],
    });
    expect([_id, uniqueId, imgUrl]).toHaveLength(3);
  });
});
