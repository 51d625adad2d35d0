import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import { useTranslation } from '@pathagar/shared-i18n/react';
import { FormAlert, formGrid, isAcceptedImage } from '../../components/fields';
import {
  blankFields,
  CreatePage,
  FormButtons,
  ImageInput,
  TextInputs,
  useFormCheck,
  type FormSave,
} from '../../components/forms';
import { useT } from '../../components/i18n';
import { TOAST } from '../../components/toast';
import { EVENT_TEXT_FIELDS, emptyEvent } from './eventFields';
import { WhenInputs } from './WhenInputs';

/** Add Event (admin-content.md §2.5, §5): every field and a png/jpeg/jpg poster are required. */
function EventForm({ pending, save }: FormSave) {
  const { t } = useTranslation();
  const tx = useT();
  const [values, setValues] = useState(emptyEvent);
  const [poster, setPoster] = useState<File | null>(null);
  const form = useFormCheck();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing = blankFields(values, Object.keys(values) as (keyof typeof values)[]);
    const ok = form.check(poster ? missing : [...missing, 'poster'], {
      poster: poster && !isAcceptedImage(poster) && t('console:app.form.imageType'),
    });
    if (!ok) return;
    if (await save({ ...values, poster })) {
      setValues(emptyEvent());
      setPoster(null);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
      <FormAlert message={form.alert} />
      <Box sx={formGrid}>
        <TextInputs
          names={EVENT_TEXT_FIELDS}
          values={values}
          errors={form.errors}
          label={(name) => tx(`console:events.fields.${name}`)}
          isLong={(name) => name.startsWith('description')}
          onChange={(texts) => setValues({ ...values, ...texts })}
        />
        <WhenInputs
          values={values}
          errors={form.errors}
          onChange={(name, value) => setValues({ ...values, [name]: value })}
        />
      </Box>
      <ImageInput
        label={tx('console:events.fields.poster')}
        file={poster}
        onChange={setPoster}
        error={form.errors.poster}
      />
      <FormButtons label={t('console:events.add')} pending={pending} />
    </Box>
  );
}

export default function EventCreate() {
  return (
    <CreatePage resource="events" duration={TOAST.eventNotice}>
      {(form) => <EventForm {...form} />}
    </CreatePage>
  );
}
