import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { formatNumber, parseLocalizedNumber, type Language } from '@pathagar/shared-i18n';
import { useLanguage, useTranslation } from '@pathagar/shared-i18n/react';
import { Field } from '../../components/fields';
import { MAX_DONATION, type DonationRequestRecord } from './dataProvider';

export interface DonationAmount {
  ammount: number;
  email: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The requested amount as the admin would type it: the page's digits, no grouping. */
function initialAmount(amount: number | undefined, language: Language) {
  return typeof amount === 'number' && Number.isFinite(amount)
    ? formatNumber(amount, language, { useGrouping: false, maximumFractionDigits: 2 })
    : '';
}

type AmountError =
  'amountRequired' | 'amountInvalid' | 'amountPositive' | 'amountTooLarge' | 'amountDecimals';

/** The contract's limits (exclusiveMinimum 0, maximum 10 000 000), with taka and paisa. */
function amountError(text: string): AmountError | null {
  if (!text.trim()) return 'amountRequired';
  const value = parseLocalizedNumber(text);
  if (value === null) return 'amountInvalid';
  if (value <= 0) return 'amountPositive';
  if (value > MAX_DONATION) return 'amountTooLarge';
  if (Math.round(value * 100) !== value * 100) return 'amountDecimals';
  return null;
}

/**
 * Approve a donation: the amount actually received (prefilled with the requested one, Bangla
 * digits accepted) and the receipt's address (prefilled; the contract lets an admin fix a typo).
 * It stays open when the call fails, so the admin can correct and retry or cancel.
 */
export function ApproveDonationDialog({
  donation,
  open,
  pending,
  onClose,
  onApprove,
}: {
  donation: DonationRequestRecord;
  open: boolean;
  pending: boolean;
  onClose: () => void;
  onApprove: (values: DonationAmount) => void;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [amount, setAmount] = useState(() => initialAmount(donation.donationAmount, language));
  const [email, setEmail] = useState(donation.email ?? '');
  const [errors, setErrors] = useState<{ amount?: string; email?: string }>({});
  const titleId = `approve-donation-${donation.id}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: { amount?: string; email?: string } = {};
    const amountProblem = amountError(amount);
    if (amountProblem) {
      next.amount = t(`console:donations.dialog.${amountProblem}`, {
        max: formatNumber(MAX_DONATION, language),
      });
    }
    if (!email.trim()) next.email = t('console:donations.dialog.emailRequired');
    else if (!EMAIL.test(email.trim())) next.email = t('console:donations.dialog.emailInvalid');
    setErrors(next);
    if (next.amount || next.email) return;
    onApprove({ ammount: parseLocalizedNumber(amount)!, email: email.trim() });
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{t('console:donations.dialog.title')}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <DialogContentText>
            {t('console:donations.dialog.text', { name: donation.name })}
          </DialogContentText>
          <Field
            label={t('console:donations.dialog.amount')}
            value={amount}
            required
            autoFocus
            error={errors.amount}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            onChange={(e) => setAmount(e.target.value)}
          />
          <Field
            label={t('console:donations.dialog.email')}
            type="email"
            value={email}
            required
            error={errors.email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button type="submit" variant="contained" color="success" disabled={pending}>
            {t('console:donations.dialog.submit')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
