import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useGetOne } from 'react-admin';
import { useTranslation } from '@pathagar/shared-i18n/react';
import { Field, FormPage } from '../../components/fields';
import { TOAST } from '../../components/toast';
import { useSave } from '../../components/useSave';
import { MISSION_ID, type MissionRecord } from './dataProvider';

/**
 * Update mode (PUT) while a mission exists, Add mode (POST) otherwise; after saving the screen
 * returns to Add mode with an empty text area (spec §4), the saved text shown above it.
 */
export default function MissionPage() {
  const { t } = useTranslation();
  const { data, refetch } = useGetOne<MissionRecord>('mission', { id: MISSION_ID });
  const [text, setText] = useState<string | null>(null);
  const [justSaved, setJustSaved] = useState(false);
  const save = useSave('mission', {
    success: t('console:mission.saved'),
    failure: t('console:app.failed'),
    duration: TOAST.default,
  });
  const current = data?.mission ?? null;
  const updateMode = Boolean(current) && !justSaved;
  const value = text ?? (updateMode ? (current ?? '') : '');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!value.trim()) return;
    const saved = updateMode
      ? await save.update(MISSION_ID, { mission: value }, data)
      : await save.create({ mission: value });
    if (saved) {
      setText(null);
      setJustSaved(true);
      void refetch();
    }
  };

  return (
    <FormPage title={t('console:mission.title')}>
      {current && (
        <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
          <Typography variant="subtitle2">{t('console:mission.current')}</Typography>
          <Typography sx={{ whiteSpace: 'pre-wrap' }}>{current}</Typography>
        </Paper>
      )}
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
        <Field
          label={t('console:mission.field')}
          value={value}
          multiline
          minRows={5}
          required
          onChange={(e) => setText(e.target.value)}
        />
        <Box>
          <Button type="submit" variant="contained" disabled={save.pending}>
            {updateMode ? t('console:mission.update') : t('console:mission.add')}
          </Button>
        </Box>
      </Box>
    </FormPage>
  );
}
