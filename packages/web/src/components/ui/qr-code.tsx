import { useEffect, useState } from 'react';

type Qr = { content: string; contentType: string; encoding: string };

/**
 * An access QR (a booking's, the member card's). An image the server made is shown as it is; text is drawn as
 * a QR code by uqr, loaded with the first code shown (most pages never need it).
 */
export function QrCode({ qr, label, size = 168 }: { qr: Qr; label: string; size?: number }) {
  if (qr.contentType.startsWith('image/')) {
    const src = `data:${qr.contentType};${qr.encoding || 'base64'},${qr.content}`;
    return <img className="qr-code" src={src} alt={label} width={size} height={size} />;
  }
  return <TextQr text={qr.content} label={label} size={size} />;
}

export function TextQr({ text, label, size = 168 }: { text: string; label: string; size?: number }) {
  const [matrix, setMatrix] = useState<boolean[][] | null>(null);
  useEffect(() => {
    let live = true;
    void import('uqr').then(({ encode }) => {
      if (live) setMatrix(encode(text, { ecc: 'M', border: 2 }).data);
    });
    return () => {
      live = false;
    };
  }, [text]);
  if (!matrix) return <span className="qr-code qr-code--loading" style={{ width: size, height: size }} aria-hidden="true" />;
  // One path of unit squares: a few hundred nodes fewer than a rect per module.
  const path = matrix.flatMap((row, y) => row.map((dark, x) => (dark ? `M${x} ${y}h1v1h-1z` : ''))).join('');
  return (
    <svg
      className="qr-code"
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${matrix.length} ${matrix.length}`}
      shapeRendering="crispEdges"
    >
      <rect width="100%" height="100%" fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
