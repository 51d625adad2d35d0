import { useEffect, useState } from 'react';
import Skeleton from '@mui/material/Skeleton';

/**
 * A text as a QR code, drawn as SVG by the `qrcode` library. The library is imported when a
 * screen first draws one (two-factor set-up, label sheets), so it stays out of every other
 * visit's download.
 */
export function QrCode({
  value,
  label,
  size = 200,
}: {
  value: string;
  label: string;
  /** CSS pixels on screen; a label sheet sets its printed size in mm with its own styles. */
  size?: number;
}) {
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
    return <Skeleton variant="rectangular" width={size} height={size} />;
  }
  return (
    <img
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg.markup)}`}
      alt={label}
      width={size}
      height={size}
      // A QR code needs its light border and sharp modules to scan from a screen.
      style={{ background: '#fff', imageRendering: 'pixelated' }}
    />
  );
}
