import { toLatinDigits } from '@pathagar/shared-i18n';

/** Reads the QR codes in the camera's current frame; answers their texts (none, one or more). */
export interface QrDecoder {
  decode(video: HTMLVideoElement): Promise<string[]>;
}

/** Starts the camera into `video`; resolves to a function that stops it. Rejects when it cannot. */
export type OpenCamera = (video: HTMLVideoElement) => Promise<() => void>;

/** The browser's own detector (Chrome on Android, Safari 17+), typed here: lib.dom lacks it. */
interface NativeDetector {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
type NativeDetectorClass = new (options: { formats: string[] }) => NativeDetector;

/**
 * BarcodeDetector where the browser has one that reads QR codes; elsewhere (Firefox, desktop
 * Chrome on Linux) jsQR, loaded only then: a pure-JS decoder with no WebAssembly or files to
 * fetch from elsewhere, so it works wherever the console itself loads.
 */
export async function createDecoder(): Promise<QrDecoder> {
  const Native = (
    globalThis as {
      BarcodeDetector?: NativeDetectorClass & {
        getSupportedFormats?: () => Promise<string[]>;
      };
    }
  ).BarcodeDetector;
  if (Native && (await Native.getSupportedFormats?.())?.includes('qr_code')) {
    const detector = new Native({ formats: ['qr_code'] });
    return {
      decode: async (video) => (await detector.detect(video)).map((code) => code.rawValue),
    };
  }
  const { default: jsQR } = await import('jsqr');
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return {
    decode: async (video) => {
      if (!context || !video.videoWidth) return [];
      canvas.width = video.videoWidth;
      canvas.height = video.videoHeight;
      context.drawImage(video, 0, 0);
      const frame = context.getImageData(0, 0, canvas.width, canvas.height);
      const code = jsQR(frame.data, frame.width, frame.height, { inversionAttempts: 'dontInvert' });
      return code ? [code.data] : [];
    },
  };
}

/** The back camera ("environment") of a phone; any camera elsewhere. */
export const openBackCamera: OpenCamera = async (video) => {
  if (!navigator.mediaDevices?.getUserMedia) throw new Error('no camera');
  const stream = await navigator.mediaDevices.getUserMedia({
    video: { facingMode: { ideal: 'environment' } },
    audio: false,
  });
  video.srcObject = stream;
  await video.play();
  return () => stream.getTracks().forEach((track) => track.stop());
};

/** A serial as typed: Bangla digits are fine, anything but digits is not a serial. */
export function serialOf(text: string): string | null {
  const digits = toLatinDigits(text.trim());
  return /^[0-9]{1,20}$/.test(digits) ? digits : null;
}

/** The link a label encodes (see copyUrl). */
export const copyPath = (serial: string) => `/copies/${serial}`;

/** What a label's QR code says: this console's address of the copy, hash route included. */
export const copyUrl = (serial: string, base = window.location.href) =>
  `${base.split('#')[0]}#${copyPath(serial)}`;

/**
 * The serial a scanned text names: a label's link (`…#/copies/123`, with or without the hash)
 * or a bare serial. Anything else is not one of our labels.
 */
export function scannedSerial(text: string): string | null {
  const match = /\/copies\/([0-9]{1,20})\/?$/.exec(text.trim());
  return match ? match[1]! : serialOf(text);
}
