import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LocalesMenuButton, useLogin } from 'react-admin';
import { useTranslation } from '@pathagar/shared-i18n/react';
import { useT } from '../components/i18n';
import { LoginError } from '../providers/authProvider';

/** Admin login (admin-operations.md §2, §5, §8): e-mail and password, both required. */
export function LoginPage() {
  const { t } = useTranslation();
  const tx = useT();
  const login = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const emailMissing = touched && !email.trim();
  const passwordMissing = touched && !password;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    setError(null);
    if (!email.trim() || !password) return;
    setPending(true);
    try {
      await login({ email: email.trim(), password }, '/');
    } catch (failure) {
      setError(failure instanceof LoginError ? failure.key : 'console:app.login.failed');
      setPending(false);
    }
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
            <Button type="submit" variant="contained" disabled={pending}>
              {t('console:app.login.submit')}
            </Button>
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
}
