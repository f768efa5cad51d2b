'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { AlertCircleIcon } from '@/components/icons/alert-circle-icon';
import { CheckCircleIcon } from '@/components/icons/check-circle-icon';
import { CloseIcon } from '@/components/icons/close-icon';
import styles from './newsletter.module.css';

export interface NewsletterMessageProps {
  status: 'success' | 'error';
  onClose: () => void;
}

/** The outcome of a submission, in place of the form until the visitor closes it. */
export function NewsletterMessage({ status, onClose }: NewsletterMessageProps) {
  const t = useTranslations('NewsletterForm');
  const ref = useRef<HTMLDivElement>(null);

  // The submit button is gone: focus moves to the outcome so it is read and Escape-free to close.
  useEffect(() => ref.current?.focus(), []);

  const Icon = status === 'success' ? CheckCircleIcon : AlertCircleIcon;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role={status === 'error' ? 'alert' : 'status'}
      className={styles.message}
      data-status={status}
    >
      <Icon className={styles.messageIcon} />
      <p className={styles.messageText}>{t(status)}</p>
      <button type="button" className={styles.close} aria-label={t('close')} onClick={onClose}>
        <CloseIcon width={18} height={18} />
      </button>
    </div>
  );
}
