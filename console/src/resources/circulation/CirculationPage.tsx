import { useState } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@pathagar/shared-i18n/react';
import { RemindersSent } from './RemindersSent';
import { SettingsForm } from './SettingsForm';
import { Waitlists } from './Waitlists';

const TABS = ['settings', 'waitlists', 'reminders'] as const;

/** Circulation: lending rules, waitlists of every book, and the reminders sent. */
export default function CirculationPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<(typeof TABS)[number]>('settings');
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 960 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {t('console:circulation.title')}
      </Typography>
      <Tabs
        value={tab}
        onChange={(_e, value) => setTab(value)}
        variant="scrollable"
        aria-label={t('console:circulation.title')}
      >
        {TABS.map((key) => (
          <Tab
            key={key}
            value={key}
            label={t(`console:circulation.tabs.${key}`)}
            id={`tab-${key}`}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" aria-labelledby={`tab-${tab}`} sx={{ pt: 2 }}>
        {tab === 'settings' && <SettingsForm />}
        {tab === 'waitlists' && <Waitlists />}
        {tab === 'reminders' && <RemindersSent />}
      </Box>
    </Box>
  );
}
