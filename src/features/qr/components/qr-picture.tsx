import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

/** The payload drawn as a QR code (SVG, medium error correction), with its text as the alt. */
export function QrPicture({ payload, label }: { payload: string; label: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void QRCode.toString(payload, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }).then((text) => {
      if (live) setSvg(text);
    });
    return () => {
      live = false;
    };
  }, [payload]);
  if (svg === null) return <div className="cb-qr-picture cb-qr-picture--loading" aria-busy="true" />;
  return (
    <img
      className="cb-qr-picture"
      data-testid="qr-picture"
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
      alt={label}
      width={240}
      height={240}
    />
  );
}
