import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { formatDate, formatTime } from '@pathagar/shared-i18n';
import { useLanguage, useTranslation } from '@pathagar/shared-i18n/react';
import { RecordCard } from '../../components/cards';
import { Field } from '../../components/fields';
import { FormButtons, useFormCheck } from '../../components/forms';
import { useT } from '../../components/i18n';
import { CardGrid, ResourceListPage } from '../../components/lists';
import { TOAST } from '../../components/toast';
import { useSave } from '../../components/useSave';
import type { EventRecord } from './dataProvider';
import { EVENT_TEXT_FIELDS, eventDateProblem, eventTimeProblem } from './eventFields';
import { WhenInputs } from './WhenInputs';

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
  const [copy, setCopy] = useState<EventRecord>({ ...event });
  const form = useFormCheck();
  const save = useSave('events', {
    success: t('console:events.updated'),
    failure: t('console:events.updateFailed'),
    duration: TOAST.eventNotice,
  });

  const submit = async () => {
    // The editor checks only what the list itself cannot show: a date and a time.
    if (!form.check(form.missing(copy, ['eventDate', 'eventTime']))) return;
    const { id, ...body } = copy;
    if (await save.update(id, body, event)) onDone();
  };

  return (
    <Box
      component="form"
      noValidate
      aria-label={t('console:events.editing', { name: event.eventname })}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
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
      <WhenInputs
        size="small"
        values={copy}
        errors={form.errors}
        onChange={(name, value) => setCopy({ ...copy, [name]: value })}
      />
      <FormButtons label={t('save')} pending={save.pending} onCancel={onDone} />
    </Box>
  );
}

function EventCard({ event }: { event: EventRecord }) {
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
      manage={
        editing
          ? undefined
          : {
              resource: 'events',
              record: event,
              deleteDuration: TOAST.eventNotice,
              onEdit: () => setEditing(true),
            }
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
