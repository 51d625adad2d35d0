import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { formatDate, rentStatusLabel } from '@pathagar/shared-i18n';
import { useLanguage, useTranslation } from '@pathagar/shared-i18n/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../app/toast';
import { ProfileRecords, ProfileSection } from './ProfileSection';
import {
  loanActionFor,
  loansQuery,
  useLoanAction,
  type LoanAction,
  type RentRecord,
} from './queries';
import { useBookTitle } from './BookTitle';
import { badgeColor, isPastDue } from './rental-rules';

const TOAST_MS = 2000;

const ACTION_LABEL = {
  receive: 'site:profile.rented.received',
  return: 'site:profile.rented.return',
  cancelReturn: 'site:profile.rented.cancelReturn',
} as const satisfies Record<LoanAction, string>;

const ACTION_DONE = {
  receive: 'site:profile.rented.receivedDone',
  return: 'site:profile.rented.returnedDone',
  cancelReturn: 'site:profile.rented.cancelDone',
} as const satisfies Record<LoanAction, string>;

function LoanRow({
  record,
  busy,
  disabled,
  onAction,
}: {
  record: RentRecord;
  busy: boolean;
  disabled: boolean;
  onAction: (action: LoanAction) => void;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const action = loanActionFor(record);
  const pastDue = isPastDue(record);
  const color = badgeColor(record);
  const title = useBookTitle(record);

  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="sm"
      data-past-due={pastDue || undefined}
      style={pastDue ? { borderColor: 'var(--mantine-color-red-6)', borderWidth: 2 } : undefined}
    >
      <Stack gap={4}>
        <Text fw={600}>{title}</Text>
        <Text size="sm">
          {/* "Borrowed on" is the approval day, the same date the console shows (issue 15). */}
          {t('site:profile.rented.rentedOn', {
            date: formatDate(record.approvedAt ?? record.date, language),
          })}
        </Text>
        {record.returnDay && (
          <Text size="sm">
            {t('site:profile.rented.dueOn', { date: formatDate(record.returnDay, language) })}
          </Text>
        )}
        {record.returnedAt && (
          <Text size="sm">
            {t('site:profile.rented.returnedOn', {
              date: formatDate(record.returnedAt, language),
            })}
          </Text>
        )}
        <Group justify="space-between" mt={4}>
          <Badge color={color} data-color={color} variant="filled">
            {rentStatusLabel(t, record.status, record.overdue)}
          </Badge>
          <Button
            size="xs"
            variant={action === 'cancelReturn' ? 'outline' : 'filled'}
            loading={busy}
            disabled={disabled}
            onClick={() => onAction(action)}
            aria-label={`${t(ACTION_LABEL[action])}: ${title}`}
          >
            {t(ACTION_LABEL[action])}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** "Rented Books": each loan with its dates, status badge and the member's next step. */
export function RentedBooks({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const loans = useQuery(loansQuery(userId));
  const act = useLoanAction(userId);

  const run = (record: RentRecord, action: LoanAction) =>
    act.mutate(
      { action, record },
      {
        onSuccess: () => toast.show(t(ACTION_DONE[action]), 'green', TOAST_MS),
        onError: () => {
          toast.show(t('site:profile.rented.actionFailed'), 'red', TOAST_MS);
          // The row may have moved on (an admin confirmed it): show what is stored now.
          void queryClient.invalidateQueries({ queryKey: loansQuery(userId).queryKey });
        },
      }
    );

  return (
    <ProfileSection id="rented-books" title={t('site:profile.rented.title')}>
      <ProfileRecords
        pending={loans.isPending}
        records={loans.data ?? []}
        empty={t('site:profile.rented.empty')}
      >
        {(record) => (
          <LoanRow
            key={record.rentId}
            record={record}
            busy={act.isPending && act.variables.record.rentId === record.rentId}
            disabled={act.isPending}
            onAction={(action) => run(record, action)}
          />
        )}
      </ProfileRecords>
    </ProfileSection>
  );
}
