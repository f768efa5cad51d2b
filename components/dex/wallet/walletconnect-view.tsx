'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { buttonClassName } from '@/components/ui/button';
import styles from '../dex.module.css';

/**
 * A WalletConnect pairing: the QR code a phone wallet scans (desktop), and the wc: link that
 * opens a wallet app on the same phone (mobile). qrcode loads only once a pairing starts.
 */
export function WalletConnectView({ uri, mobile }: { uri: string | null; mobile: boolean }) {
  const t = useTranslations('dexWallet.dialog');
  const [qr, setQr] = useState<{ uri: string; src: string } | null>(null);

  useEffect(() => {
    if (!uri) return;
    let live = true;
    void import('qrcode').then(async (QRCode) => {
      const svg = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
      if (live) setQr({ uri, src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` });
    });
    return () => {
      live = false;
    };
  }, [uri]);

  if (!uri) return <p role="status">{t('preparing')}</p>;
  return (
    <div data-testid="dex-walletconnect">
      <p>{mobile ? t('walletConnectMobile') : t('walletConnectDesktop')}</p>
      {mobile && (
        <a className={buttonClassName()} href={uri}>
          {t('openWalletApp')}
        </a>
      )}
      {qr?.uri === uri && (
        // eslint-disable-next-line @next/next/no-img-element
        <img className={styles.qr} src={qr.src} alt={t('qrAlt')} width={256} height={256} />
      )}
    </div>
  );
}
