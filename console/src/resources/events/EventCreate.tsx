import { useState } from 'react';

import { useTranslation } from '@pathagar/shared-i18n/react';
import { isAcceptedImage } from '../../components/fields';
import {
  CreatePage,
  FormLayout,
  type FormSave,
  ImageInput,
  TextInputs,
  useFormCheck,
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

  const submit = async () => {
    const missing = form.missing(values, Object.keys(values) as (keyof typeof values)[]);
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
    <FormLayout
      alert={form.alert}
      onSubmit={submit}
      submitLabel={t('console:events.add')}
      pending={pending}
      inputs={
        <>
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
        </>
      }
    >
      <ImageInput
        label={tx('console:events.fields.poster')}
        file={poster}
        onChange={setPoster}
        error={form.errors.poster}
      />
    </FormLayout>
  );
}

export default function EventCreate() {
  return (
    <CreatePage resource="events" duration={TOAST.eventNotice}>
      {(form) => <EventForm {...form} />}
    </CreatePage>
  );
}
