'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { noticeMessage, type WalletNotice as Notice } from '@/lib/dex/wallet/notices';
import styles from '../dex.module.css';

/** One wallet notice in words (dexWallet.notices), with an optional action and a dismiss button. */
export function WalletNotice({
  notice,
  action,
  onDismiss,
}: {
  notice: Notice;
  action?: ReactNode;
  onDismiss?: () => void;
}) {
  const t = useTranslations('dexWallet');
  const message = noticeMessage(notice);
  return (
    <div
      className={styles.notice}
      data-tone={message.tone}
      data-testid={`dex-notice-${notice.kind}`}
    >
      <p className={styles.noticeText}>
        {t(`notices.${message.key}` as 'notices.connectFailed', message.values)}
      </p>
      {action}
      {onDismiss && (
        <Button variant="ghost" size="sm" onClick={onDismiss}>
          {t('dismiss')}
        </Button>
      )}
    </div>
  );
}
