import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useUpdate } from 'react-admin';
import { formatDate, formatTime } from '@pathagar/shared-i18n';
import { useLanguage, useTranslation } from '@pathagar/shared-i18n/react';
import { DeleteRecordButton, RecordCard } from '../../components/cards';
import { Field } from '../../components/fields';
import { failureText, useT } from '../../components/i18n';
import { CardGrid, ResourceListPage } from '../../components/lists';
import { TOAST, useToast } from '../../components/toast';
import type { EventRecord } from './dataProvider';
import { EVENT_TEXT_FIELDS, eventDateProblem, eventTimeProblem } from './eventFields';

/** Admin list preview length (spec §9). */
export const PREVIEW_LENGTH = 100;

function Description({ text }: { text: string }) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  if (text.length <= PREVIEW_LENGTH) return <Typography>{text}</Typography>;
  return (
    <Typography>
      {expanded ? text : `${text.slice(0, PREVIEW_LENGTH)}…`}{' '}
      <Button size="small" aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
        {expanded ? t('console:events.showLess') : t('console:events.showMore')}
      </Button>
    </Typography>
  );
}

function When({ event }: { event: EventRecord }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const dateProblem = eventDateProblem(event.eventDate);
  const timeProblem = eventTimeProblem(event.eventTime);
  return (
    <Typography color="text.secondary">
      {dateProblem ? t('console:events.invalid.date') : formatDate(event.eventDate, language)}
      {' · '}
      {timeProblem === 'timeFormat'
        ? t('console:events.invalid.timeFormat')
        : timeProblem === 'time'
          ? t('console:events.invalid.time')
          : formatTime(event.eventTime, language)}
    </Typography>
  );
}

/** Edit mode works on a copy of the event; Save replaces the list entry, Cancel drops the copy. */
function EventEditor({ event, onDone }: { event: EventRecord; onDone: () => void }) {
  const { t } = useTranslation();
  const tx = useT();
  const toast = useToast();
  const [copy, setCopy] = useState<EventRecord>({ ...event });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [update, { isPending }] = useUpdate();

  const save = () => {
    const next: Record<string, string> = {};
    if (!copy.eventDate) next.eventDate = t('console:app.form.required');
    if (!copy.eventTime) next.eventTime = t('console:app.form.required');
    setErrors(next);
    if (Object.keys(next).length) return;
    const body: Partial<EventRecord> = { ...copy };
    delete body.id;
    void update(
      'events',
      { id: event.id, data: body, previousData: event },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          toast(t('console:events.updated'), 'success', TOAST.eventNotice);
          onDone();
        },
        onError: (error) =>
          toast(
            failureText(t, error, t('console:events.updateFailed')),
            'error',
            TOAST.eventNotice
          ),
      }
    );
  };

  return (
    <Box
      component="form"
      noValidate
      aria-label={t('console:events.editing', { name: event.eventname })}
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
      sx={{ display: 'grid', gap: 1.5 }}
    >
      {EVENT_TEXT_FIELDS.map((name) => (
        <Field
          key={name}
          size="small"
          label={tx(`console:events.fields.${name}`)}
          value={copy[name]}
          multiline={name.startsWith('description')}
          onChange={(e) => setCopy({ ...copy, [name]: e.target.value })}
        />
      ))}
      <Field
        size="small"
        type="date"
        label={tx('console:events.fields.eventDate')}
        value={copy.eventDate}
        required
        error={errors.eventDate}
        slotProps={{ inputLabel: { shrink: true } }}
        onChange={(e) => setCopy({ ...copy, eventDate: e.target.value })}
      />
      <Field
        size="small"
        type="time"
        label={tx('console:events.fields.eventTime')}
        value={copy.eventTime}
        required
        error={errors.eventTime}
        slotProps={{ inputLabel: { shrink: true } }}
        onChange={(e) => setCopy({ ...copy, eventTime: e.target.value })}
      />
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button type="submit" variant="contained" disabled={isPending}>
          {t('save')}
        </Button>
        <Button onClick={onDone} disabled={isPending}>
          {t('cancel')}
        </Button>
      </Box>
    </Box>
  );
}

function EventCard({ event }: { event: EventRecord }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [editing, setEditing] = useState(false);
  const name = language === 'en' ? event.eventnameEnglish : event.eventname;
  const organizer = language === 'en' ? event.organizerEnglish : event.organizer;
  const description = language === 'en' ? event.descriptionEnglish : event.description;
  return (
    <RecordCard
      title={name}
      image={event.imgUrl}
      imageHeight={180}
      heading={!editing}
      actions={
        !editing && (
          <>
            <Button
              size="small"
              onClick={() => setEditing(true)}
              aria-label={t('console:events.editNamed', { name })}
            >
              {t('console:app.edit')}
            </Button>
            <DeleteRecordButton
              resource="events"
              record={event}
              name={name}
              duration={TOAST.eventNotice}
            />
          </>
        )
      }
    >
      {editing ? (
        <EventEditor event={event} onDone={() => setEditing(false)} />
      ) : (
        <>
          <When event={event} />
          <Typography color="text.secondary">{organizer}</Typography>
          <Description text={description} />
        </>
      )}
    </RecordCard>
  );
}

/** Upcoming Events (admin-content.md §2.4): newest first. */
export default function EventList() {
  const { t } = useTranslation();
  return (
    <ResourceListPage resource="events" title={t('console:events.title')}>
      <CardGrid<EventRecord> minWidth={300}>{(event) => <EventCard event={event} />}</CardGrid>
    </ResourceListPage>
  );
}
