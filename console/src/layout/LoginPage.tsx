import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LocalesMenuButton, useLogin } from 'react-admin';
import { toLatinDigits } from '@pathagar/shared-i18n';
import { useTranslation } from '@pathagar/shared-i18n/react';
import { useT } from '../components/i18n';
import { LoginError, type LoginParams } from '../providers/authProvider';

/** The second step, once the server has said the account needs it: the app's code or a recovery code. */
type Step = 'password' | 'code' | 'recovery';

const TOTP = /^[0-9]{6}$/;
const RECOVERY = /^[a-z0-9]{5}-[a-z0-9]{5}$/;

/** Bangla digits typed on a Bangla keyboard, and spaces some apps show in the middle, are fine. */
const totpValue = (typed: string) => toLatinDigits(typed).replace(/\s/g, '');
const recoveryValue = (typed: string) => toLatinDigits(typed).trim().toLowerCase();

/**
 * Admin login (admin-operations.md §2, §5, §8): e-mail and password, both required; then, for an
 * admin with two-factor login (issue 21), the authenticator code or a recovery code, with the
 * e-mail and password kept from the first step.
 */
/** The second step's one field: an authenticator code, or a recovery code instead. */
const SECOND_STEP = {
  code: {
    label: 'console:app.login.code',
    hint: 'console:app.login.codeHint',
    autoComplete: 'one-time-code',
    htmlInput: { inputMode: 'numeric', maxLength: 8, spellCheck: false },
  },
  recovery: {
    label: 'console:app.login.recoveryCode',
    hint: 'console:app.login.recoveryHint',
    autoComplete: 'off',
    htmlInput: { autoCapitalize: 'none', maxLength: 20, spellCheck: false },
  },
} as const;

export function LoginPage() {
  const { t } = useTranslation();
  const tx = useT();
  const login = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [step, setStep] = useState<Step>('password');
  const [code, setCode] = useState('');
  const [recovery, setRecovery] = useState('');
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const emailMissing = touched && !email.trim();
  const passwordMissing = touched && !password;

  /** The second-step field's own problem, before anything is sent. */
  const secondStepProblem = (): string | null => {
    if (step === 'code') {
      const value = totpValue(code);
      if (!value) return 'console:app.login.codeRequired';
      return TOTP.test(value) ? null : 'console:app.login.codeFormat';
    }
    if (step === 'recovery') {
      const value = recoveryValue(recovery);
      if (!value) return 'console:app.login.recoveryRequired';
      return RECOVERY.test(value) ? null : 'console:app.login.recoveryFormat';
    }
    return null;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setTouched(true);
    setError(null);
    if (!email.trim() || !password) return;
    const problem = secondStepProblem();
    setCodeError(problem);
    if (problem) return;
    const params: LoginParams = { email: email.trim(), password };
    if (step === 'code') params.totpCode = totpValue(code);
    if (step === 'recovery') params.recoveryCode = recoveryValue(recovery);
    setPending(true);
    try {
      await login(params, '/');
    } catch (failure) {
      setPending(false);
      if (!(failure instanceof LoginError)) {
        setError('console:app.login.failed');
      } else if (failure.kind === 'secondFactor') {
        // The password was right: ask for the code, keeping the e-mail and password.
        setStep('code');
      } else if (failure.kind === 'code' && step !== 'password') {
        setCodeError(failure.key);
      } else {
        setError(failure.key);
      }
    }
  };

  const switchTo = (next: Step) => {
    setStep(next);
    setCodeError(null);
    setError(null);
  };

  const startOver = () => {
    switchTo('password');
    setCode('');
    setRecovery('');
    setPassword('');
  };

  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'grey.100' }}
    >
      <Card sx={{ width: '100%', maxWidth: 400 }}>
        <CardContent>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
            <Typography component="h1" variant="h5">
              {t('console:app.login.title')}
            </Typography>
            <LocalesMenuButton />
          </Box>
          <Box
            component="form"
            noValidate
            onSubmit={submit}
            sx={{ mt: 2, display: 'grid', gap: 2 }}
          >
            {error && <Alert severity="error">{tx(error)}</Alert>}
            {step === 'password' ? (
              <>
                <TextField
                  label={t('console:app.login.email')}
                  type="email"
                  autoComplete="username"
                  value={email}
                  onChange={(e) => setEmail(e.target.value)}
                  required
                  error={emailMissing}
                  helperText={emailMissing ? t('console:app.login.emailRequired') : undefined}
                />
                <TextField
                  label={t('console:app.login.password')}
                  type="password"
                  autoComplete="current-password"
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                  required
                  error={passwordMissing}
                  helperText={passwordMissing ? t('console:app.login.passwordRequired') : undefined}
                />
              </>
            ) : (
              <>
                <Typography>
                  {step === 'code'
                    ? t('console:app.login.secondStep')
                    : t('console:app.login.recoveryStep')}
                </Typography>
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {email.trim()}
                </Typography>
                <TextField
                  key={step}
                  label={t(SECOND_STEP[step].label)}
                  value={step === 'code' ? code : recovery}
                  onChange={(e) => (step === 'code' ? setCode : setRecovery)(e.target.value)}
                  required
                  autoFocus
                  autoComplete={SECOND_STEP[step].autoComplete}
                  error={Boolean(codeError)}
                  helperText={codeError ? tx(codeError) : t(SECOND_STEP[step].hint)}
                  slotProps={{ htmlInput: SECOND_STEP[step].htmlInput }}
                />
              </>
            )}
            <Button type="submit" variant="contained" disabled={pending}>
              {t('console:app.login.submit')}
            </Button>
            {step !== 'password' && (
              <Box sx={{ display: 'grid', justifyItems: 'start' }}>
                <Button
                  size="small"
                  onClick={() => switchTo(step === 'code' ? 'recovery' : 'code')}
                >
                  {step === 'code'
                    ? t('console:app.login.useRecovery')
                    : t('console:app.login.useCode')}
                </Button>
                <Button size="small" onClick={startOver}>
                  {t('console:app.login.otherAccount')}
                </Button>
              </Box>
            )}
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
}
