import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '@pathagar/shared-i18n/react';
import {
  copyPath,
  createDecoder,
  openBackCamera,
  scannedSerial,
  serialOf,
  type OpenCamera,
  type QrDecoder,
} from './scanning';

/** How often a frame is read: often enough to feel instant, rare enough for an old phone. */
const FRAME_MS = 250;

export interface ScannerProps {
  openCamera?: OpenCamera;
  loadDecoder?: () => Promise<QrDecoder>;
}

/**
 * Scan (issue 19): the phone's back camera reads a copy's label and opens that copy. Where there
 * is no camera, or the admin refused it, the serial typed by hand does the same; the field is
 * always there, for a torn label too. Camera and decoder are injected in tests.
 */
export function Scanner({
  openCamera = openBackCamera,
  loadDecoder = createDecoder,
}: ScannerProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const video = useRef<HTMLVideoElement>(null);
  const field = useRef<HTMLInputElement>(null);
  const [camera, setCamera] = useState<'starting' | 'on' | 'off'>('starting');
  const [notice, setNotice] = useState('');
  const [typed, setTyped] = useState('');
  const [typedError, setTypedError] = useState('');

  useEffect(() => {
    let stop: (() => void) | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let live = true;
    const element = video.current!;
    void (async () => {
      try {
        const [stopCamera, decoder] = await Promise.all([openCamera(element), loadDecoder()]);
        stop = stopCamera;
        if (!live) return stop();
        setCamera('on');
        const tick = async () => {
          const texts = await decoder.decode(element).catch(() => []);
          if (!live) return;
          for (const text of texts) {
            const serial = scannedSerial(text);
            if (serial) return navigate(copyPath(serial));
          }
          if (texts.length) setNotice(t('console:copies.notACopy'));
          timer = setTimeout(() => void tick(), FRAME_MS);
        };
        void tick();
      } catch {
        if (!live) return;
        setCamera('off');
        field.current?.focus();
      }
    })();
    return () => {
      live = false;
      clearTimeout(timer);
      stop?.();
    };
  }, [openCamera, loadDecoder, navigate, t]);

  const open = () => {
    const serial = serialOf(typed);
    if (!serial) {
      setTypedError(t('console:copies.serialInvalid'));
      field.current?.focus();
      return;
    }
    navigate(copyPath(serial));
  };

  return (
    <Box component="main" sx={{ p: { xs: 1, sm: 2 }, maxWidth: 560, mx: 'auto', minWidth: 0 }}>
      <Typography variant="h5" component="h1">
        {t('console:copies.scanTitle')}
      </Typography>
      {camera !== 'off' && <Typography sx={{ my: 1 }}>{t('console:copies.scanHint')}</Typography>}
      {camera === 'starting' && (
        <Typography role="status">{t('console:copies.starting')}</Typography>
      )}
      {camera === 'off' && (
        <Alert severity="warning" role="alert" sx={{ my: 1 }}>
          {t('console:copies.noCamera')}
        </Alert>
      )}
      {notice && (
        <Alert severity="info" role="status" sx={{ my: 1 }}>
          {notice}
        </Alert>
      )}
      <Box
        component="video"
        ref={video}
        aria-label={t('console:copies.camera')}
        muted
        playsInline
        sx={{
          display: camera === 'off' ? 'none' : 'block',
          width: '100%',
          maxHeight: '60vh',
          bgcolor: 'grey.900',
          borderRadius: 1,
        }}
      />
      <Stack
        component="form"
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ mt: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          open();
        }}
      >
        <TextField
          inputRef={field}
          label={t('console:copies.serial')}
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            setTypedError('');
          }}
          error={Boolean(typedError)}
          helperText={typedError || undefined}
          slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
          sx={{ flex: '1 1 160px' }}
        />
        <Button type="submit" variant="contained" sx={{ mt: 1 }}>
          {t('console:copies.open')}
        </Button>
      </Stack>
    </Box>
  );
}

export default function ScanPage() {
  return <Scanner />;
}
