import qrcode from 'qrcode-generator';
import { useMemo } from 'react';

/** The payment URL drawn as a QR code; loaded with the dialog only, so no page carries the encoder. */
export function QrImage({ value, label, size = 200 }: { value: string; label: string; size?: number }) {
  const src = useMemo(() => {
    const code = qrcode(0, 'M');
    code.addData(value);
    code.make();
    const cell = Math.max(2, Math.floor(size / (code.getModuleCount() + 8)));
    return code.createDataURL(cell, cell * 4);
  }, [value, size]);
  return <img src={src} alt={label} width={size} height={size} style={{ imageRendering: 'pixelated' }} />;
}
