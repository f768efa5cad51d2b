import QRCode from 'qrcode';
import { useMemo } from 'react';
import styles from './swap-status.module.css';

/**
 * What a wallet should read: a BIP21 URI for Bitcoin (address and amount, which most wallets
 * prefill), the bare address everywhere else, where URI schemes differ between wallets.
 */
export function qrPayload(network: string, address: string, amount: string): string {
  if (network === 'bitcoin') return `bitcoin:${address}?amount=${encodeURIComponent(amount)}`;
  return address;
}

/** The code as an SVG string from the qrcode package; generated here, never from input HTML. */
export function qrSvg(text: string): string {
  let svg = '';
  QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }, (error, out) => {
    if (!error) svg = out;
  });
  return svg;
}

export function QrCode({ value, label }: { value: string; label: string }) {
  // The qrcode callback runs synchronously for SVG output, so the string is ready on render.
  const svg = useMemo(() => qrSvg(value), [value]);
  if (!svg) return null;
  return (
    <div
      className={styles.qr}
      role="img"
      aria-label={label}
      data-testid="deposit-qr"
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}
