import { Button, Checkbox, Group, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { errorMessage, formatDate, formatNumber } from '@pathagar/shared-i18n';
import { useLanguage, useTranslation } from '@pathagar/shared-i18n/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { toast } from '../../app/toast';
import { ProfileSection } from '../profile/ProfileSection';
import {
  myHoldsQuery,
  preferencesQuery,
  renewalsQuery,
  useCancelHold,
  useRenewLoan,
  useSavePreferences,
  type ReminderPreferences,
} from './queries';

/** The profile's circulation cards: waitlists, renewals and reminder choices. */
export function ProfileCirculation() {
  return (
    <>
      <Renewals />
      <Holds />
      <Reminders />
    </>
  );
}

function useErrorToast() {
  const { t } = useTranslation();
  return (error: unknown) => toast.show(errorMessage(t, error), 'red', 4000);
}

/** A section's items, a small card each, or the text saying there are none (once loaded). */
function CardList<T>({
  items,
  none,
  keyOf,
  children,
}: {
  items: readonly T[] | undefined;
  none: string;
  keyOf: (item: T) => string | number;
  children: (item: T) => ReactNode;
}) {
  return (
    <>
      {items?.length === 0 && <Text c="dimmed">{none}</Text>}
      <Stack component="ul" gap="sm" p={0} style={{ listStyle: 'none' }}>
        {items?.map((item) => (
          <Paper component="li" withBorder radius="md" p="sm" key={keyOf(item)}>
            {children(item)}
          </Paper>
        ))}
      </Stack>
    </>
  );
}

function Renewals() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const loans = useQuery(renewalsQuery());
  const renew = useRenewLoan();
  const onError = useErrorToast();
  return (
    <ProfileSection id="renewals-title" title={t('site:holds.renewals.title')}>
      <CardList
        items={loans.data}
        none={t('site:holds.renewals.none')}
        keyOf={(loan) => loan.rentId}
      >
        {(loan) => (
          <>
            <Text fw={600}>{loan.bookname}</Text>
            <Text size="sm">
              {t('site:holds.renewals.due', { date: formatDate(loan.returnDay, language) })}
            </Text>
            {loan.canRenew ? (
              <Button
                mt={6}
                size="sm"
                loading={renew.isPending && renew.variables === loan.rentId}
                disabled={renew.isPending}
                onClick={() =>
                  renew.mutate(loan.rentId, {
                    onSuccess: (r) =>
                      toast.show(
                        t('site:holds.renewals.done', { date: formatDate(r.returnDay, language) }),
                        'green',
                        3000
                      ),
                    onError,
                  })
                }
              >
                {t('site:holds.renewals.renew', {
                  date: formatDate(loan.newReturnDay, language),
                })}
              </Button>
            ) : (
              <Text size="sm" c="dimmed">
                {t(`site:holds.renewals.why.${loan.reason ?? 'renewal_limit'}`)}
              </Text>
            )}
          </>
        )}
      </CardList>
    </ProfileSection>
  );
}

function Holds() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const holds = useQuery(myHoldsQuery());
  const cancel = useCancelHold();
  const onError = useErrorToast();
  return (
    <ProfileSection id="holds-title" title={t('site:holds.title')}>
      <CardList items={holds.data} none={t('site:holds.none')} keyOf={(hold) => hold.holdId}>
        {(hold) => (
          <>
            <Text fw={600}>{language === 'en' ? hold.booknameEn : hold.bookname}</Text>
            <Text size="sm">
              {hold.status === 'ready'
                ? t('site:holds.ready', { until: formatDate(hold.readyUntil, language) })
                : t('site:holds.position', { position: formatNumber(hold.position, language) })}
            </Text>
            {hold.status === 'waiting' && (
              <Text size="sm">
                {hold.expectedDate
                  ? t('site:holds.expected', { date: formatDate(hold.expectedDate, language) })
                  : t('site:holds.noExpected')}
              </Text>
            )}
            <Button
              mt={6}
              size="xs"
              variant="subtle"
              color="red"
              disabled={cancel.isPending}
              onClick={() => cancel.mutate(hold.holdId, { onError })}
            >
              {t('site:holds.leave')}
            </Button>
          </>
        )}
      </CardList>
    </ProfileSection>
  );
}

const CHOICES = ['dueSoon', 'dueToday', 'overdue', 'holds', 'membership'] as const;

function Reminders() {
  const { t } = useTranslation();
  const prefs = useQuery(preferencesQuery());
  const save = useSavePreferences();
  const onError = useErrorToast();
  const [draft, setDraft] = useState<ReminderPreferences | null>(null);
  useEffect(() => {
    if (prefs.data) setDraft(prefs.data);
  }, [prefs.data]);
  if (!draft) return null;
  return (
    <ProfileSection id="reminders-title" title={t('site:holds.reminders.title')}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate(draft, {
            onSuccess: () => toast.show(t('site:holds.reminders.saved'), 'green', 3000),
            onError,
          });
        }}
      >
        <Stack gap="xs">
          {CHOICES.map((key) => (
            <Checkbox
              key={key}
              label={t(`site:holds.reminders.${key}`)}
              checked={draft[key]}
              onChange={(e) => setDraft({ ...draft, [key]: e.currentTarget.checked })}
            />
          ))}
          <Text size="sm" id="reminder-language">
            {t('site:holds.reminders.language')}
          </Text>
          <SegmentedControl
            aria-labelledby="reminder-language"
            value={draft.language}
            onChange={(value) => setDraft({ ...draft, language: value as 'bn' | 'en' })}
            data={[
              { value: 'bn', label: 'বাংলা' },
              { value: 'en', label: 'English' },
            ]}
          />
          <Group>
            <Button type="submit" loading={save.isPending} disabled={save.isPending}>
              {t('site:holds.reminders.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </ProfileSection>
  );
}
