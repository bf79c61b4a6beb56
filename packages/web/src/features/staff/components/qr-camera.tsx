import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';

type Reader = { kind: 'native' | 'jsqr'; read: (video: HTMLVideoElement) => Promise<string | null> };

type Detector = { detect: (source: HTMLVideoElement) => Promise<Array<{ rawValue: string }>> };
type DetectorClass = { new (options: { formats: string[] }): Detector; getSupportedFormats: () => Promise<string[]> };

/**
 * How frames are read: the browser's own BarcodeDetector where it has one that reads QR codes (Chrome on
 * Android, macOS, ChromeOS), else jsQR on a canvas copy of the frame (Chromium on Linux, Firefox, Safari),
 * loaded only then.
 */
async function qrReader(): Promise<Reader> {
  const native = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  if (native && (await native.getSupportedFormats().catch((): string[] => [])).includes('qr_code')) {
    const detector = new native({ formats: ['qr_code'] });
    return { kind: 'native', read: async (video) => (await detector.detect(video))[0]?.rawValue ?? null };
  }
  const { default: jsQR } = await import('jsqr');
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return {
    kind: 'jsqr',
    read: async (video) => {
      if (!context || !video.videoWidth) return null;
      // A desk camera's frame scaled to 640 px wide at most: a card's QR stays readable and the tablet stays cool.
      const scale = Math.min(1, 640 / video.videoWidth);
      canvas.width = Math.round(video.videoWidth * scale);
      canvas.height = Math.round(video.videoHeight * scale);
      context.drawImage(video, 0, 0, canvas.width, canvas.height);
      const image = context.getImageData(0, 0, canvas.width, canvas.height);
      return jsQR(image.data, image.width, image.height, { inversionAttempts: 'attemptBoth' })?.data ?? null;
    },
  };
}

/** The same code held in front of the camera is read once, until it has been away for this long. */
const SAME_CODE_MS = 4000;

/**
 * The desk's camera scanner: started by staff (it asks for the camera), it reads QR codes from the back
 * camera and hands each new one to `onCode`. Stopped when the page closes.
 */
export function QrCamera({ onCode }: { onCode: (text: string) => void }) {
  const { t } = useTranslation();
  const [on, setOn] = useState(false);
  const [reader, setReader] = useState<Reader['kind'] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const video = useRef<HTMLVideoElement>(null);
  const handler = useRef(onCode);
  useEffect(() => {
    handler.current = onCode;
  }, [onCode]);

  useEffect(() => {
    if (!on) return undefined;
    let stopped = false;
    let stream: MediaStream | undefined;
    let timer: number | undefined;
    const start = async () => {
      if (!navigator.mediaDevices?.getUserMedia) throw new Error('no-camera');
      stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
      const element = video.current;
      if (stopped || !element) return;
      element.srcObject = stream;
      await element.play();
      const qr = await qrReader();
      setReader(qr.kind);
      let last = '';
      let lastSeen = 0;
      const tick = async () => {
        if (stopped) return;
        const text = element.readyState >= 2 ? await qr.read(element).catch(() => null) : null;
        const now = Date.now();
        if (text) {
          if (text !== last || now - lastSeen > SAME_CODE_MS) handler.current(text);
          last = text;
          lastSeen = now;
        }
        timer = window.setTimeout(() => void tick(), 200);
      };
      void tick();
    };
    start().catch((e: unknown) => {
      if (stopped) return;
      const denied = e instanceof DOMException && e.name === 'NotAllowedError';
      setError(t(denied ? 'staff.door.cameraDenied' : 'staff.door.cameraMissing'));
      setOn(false);
    });
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [on, t]);

  return (
    <div className="qr-camera" data-reader={reader ?? undefined}>
      <Button
        variant={on ? 'secondary' : 'primary'}
        aria-pressed={on}
        onClick={() => {
          setError(null);
          setOn(!on);
        }}
      >
        {t(on ? 'staff.door.cameraStop' : 'staff.door.cameraStart')}
      </Button>
      {on ? <video ref={video} className="qr-camera__video" muted playsInline aria-label={t('staff.door.cameraView')} /> : null}
      <FormAlert message={error} />
    </div>
  );
}
