import { useEffect, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { isApiError } from '@pathagar/sdk';
import { toLatinDigits } from '@pathagar/shared-i18n';
import { useTranslation } from '@pathagar/shared-i18n/react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { adminSession } from '../../app/session';
import { FormPage } from '../../components/fields';
import { failureText } from '../../components/i18n';
import { QrCode } from '../../components/QrCode';
import { RecoveryCodes } from './RecoveryCodes';
import { statusQuery, useConfirmEnrolment, useStartEnrolment } from './queries';

const TOTP = /^[0-9]{6}$/;

/** Group the base32 secret in fours, as authenticator apps show and accept it. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * Two-factor login for the calling admin (issue 21): the status; set-up with a QR code of the
 * otpauth URI (and the secret to type by hand), confirmed with a code from the app; then the ten
 * recovery codes, once. With ADMIN_TWO_FACTOR=required and no set-up it is the only open screen.
 */
export default function TwoFactorPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const status = useQuery(statusQuery());
  const start = useStartEnrolment();
  const confirm = useConfirmEnrolment();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  // The server's word settles whether the rest of the console may open.
  const mustSetUp = Boolean(status.data && status.data.required && !status.data.enabled);
  useEffect(() => {
    if (status.data) adminSession.setMustSetUpTwoFactor(mustSetUp);
  }, [status.data, mustSetUp]);

  const begin = async () => {
    setError(null);
    setCodeError(null);
    setCode('');
    confirm.reset();
    try {
      await start.mutateAsync();
    } catch (failure) {
      setError(failureText(t, failure, t('console:app.failed')));
      if (isApiError(failure) && failure.code === 'two_factor_active') void status.refetch();
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (confirm.isPending) return;
    setError(null);
    const value = toLatinDigits(code).replace(/\s/g, '');
    if (!TOTP.test(value)) {
      setCodeError(value ? t('console:twoFactor.codeFormat') : t('console:twoFactor.codeRequired'));
      return;
    }
    setCodeError(null);
    try {
      const { recoveryCodes: codes } = await confirm.mutateAsync(value);
      setRecoveryCodes(codes);
      start.reset();
      adminSession.setMustSetUpTwoFactor(false);
    } catch (failure) {
      if (isApiError(failure) && failure.field === 'body.code') {
        setCodeError(failureText(t, failure, t('console:app.failed')));
      } else {
        setError(failureText(t, failure, t('console:app.failed')));
        // Set up meanwhile (another tab): the status below says so.
        if (isApiError(failure) && failure.code === 'two_factor_active') start.reset();
      }
    }
  };

  if (recoveryCodes) {
    return (
      <FormPage title={t('console:twoFactor.title')}>
        <RecoveryCodes codes={recoveryCodes} onDone={() => navigate('/')} />
      </FormPage>
    );
  }

  const enrolment = start.data;
  return (
    <FormPage title={t('console:twoFactor.title')}>
      <Stack spacing={2} sx={{ maxWidth: 640 }}>
        {mustSetUp && <Alert severity="info">{t('console:twoFactor.required')}</Alert>}
        <Typography>{t('console:twoFactor.intro')}</Typography>
        {status.isPending && <CircularProgress aria-label={t('loading')} />}
        {status.isError && <Alert severity="error">{t('console:twoFactor.loadFailed')}</Alert>}
        {status.data && (
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography sx={{ fontWeight: 'bold' }}>
              {status.data.enabled
                ? t('console:twoFactor.statusOn')
                : t('console:twoFactor.statusOff')}
            </Typography>
            {status.data.enabled && (
              <Typography>
                {t('console:twoFactor.recoveryLeft', { count: status.data.recoveryCodesLeft })}
              </Typography>
            )}
          </Paper>
        )}
        {error && <Alert severity="error">{error}</Alert>}
        {status.data && !status.data.enabled && !enrolment && (
          <Box>
            <Button variant="contained" onClick={() => void begin()} disabled={start.isPending}>
              {t('console:twoFactor.setUp')}
            </Button>
          </Box>
        )}
        {status.data && !status.data.enabled && enrolment && (
          <Stack spacing={2}>
            <Typography>{t('console:twoFactor.scan')}</Typography>
            <QrCode value={enrolment.otpauthUri} label={t('console:twoFactor.qrAlt')} />
            <Typography>{t('console:twoFactor.manual')}</Typography>
            <Typography
              component="code"
              lang="en"
              translate="no"
              sx={{ fontFamily: 'monospace', fontSize: '1.05rem', overflowWrap: 'anywhere' }}
            >
              {grouped(enrolment.secret)}
            </Typography>
            <Typography>{t('console:twoFactor.confirmStep')}</Typography>
            <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
              <TextField
                label={t('console:twoFactor.code')}
                value={code}
                onChange={(e) => setCode(e.target.value)}
                required
                autoComplete="one-time-code"
                error={Boolean(codeError)}
                helperText={codeError ?? undefined}
                slotProps={{
                  htmlInput: { inputMode: 'numeric', maxLength: 8, spellCheck: false },
                }}
                sx={{ maxWidth: 280 }}
              />
              <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
                <Button type="submit" variant="contained" disabled={confirm.isPending}>
                  {t('console:twoFactor.confirm')}
                </Button>
                <Button onClick={() => void begin()} disabled={start.isPending}>
                  {t('console:twoFactor.startAgain')}
                </Button>
              </Stack>
            </Box>
          </Stack>
        )}
      </Stack>
    </FormPage>
  );
}
