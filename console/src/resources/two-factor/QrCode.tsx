import { useEffect, useState } from 'react';
import Skeleton from '@mui/material/Skeleton';

const SIZE = 200;

/**
 * The otpauth URI as a QR code, drawn as SVG by the `qrcode` library. The library is imported
 * here, when an admin starts the set-up, so it stays out of every other visit's download.
 */
export function QrCode({ value, label }: { value: string; label: string }) {
  const [svg, setSvg] = useState<{ value: string; markup: string } | null>(null);

  useEffect(() => {
    let current = true;
    void import('qrcode').then(async (qrcode) => {
      const markup = await qrcode.toString(value, {
        type: 'svg',
        margin: 2,
        errorCorrectionLevel: 'M',
      });
      if (current) setSvg({ value, markup });
    });
    return () => {
      current = false;
    };
  }, [value]);

  if (svg?.value !== value) {
    return <Skeleton variant="rectangular" width={SIZE} height={SIZE} />;
  }
  return (
    <img
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg.markup)}`}
      alt={label}
      width={SIZE}
      height={SIZE}
      // A QR code needs its light border and sharp modules to scan from a screen.
      style={{ background: '#fff', imageRendering: 'pixelated' }}
    />
  );
}
