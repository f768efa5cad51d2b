'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { CheckIcon } from '@/components/icons/check-icon';
import { Button } from '@/components/ui/button';
import styles from './widget-builder.module.css';

/** How long "Copied" stays before the button reads "Copy" again. */
export const COPIED_MS = 2_000;

/**
 * Copies `text` to the clipboard; a polite live region says "Copied" (or how to copy by hand when
 * the browser refuses), so a screen reader hears the result without the focus moving.
 */
export function CopyButton({ text, describedBy }: { text: string; describedBy: string }) {
  const t = useTranslations('WidgetBuilder');
  const [result, setResult] = useState<'copied' | 'failed' | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    clearTimeout(timer.current);
    try {
      await navigator.clipboard.writeText(text);
      setResult('copied');
    } catch {
      setResult('failed');
    }
    timer.current = setTimeout(() => setResult(null), COPIED_MS);
  };

  return (
    <span className={styles.copy}>
      <Button variant="secondary" size="sm" onClick={copy} aria-describedby={describedBy}>
        {result === 'copied' && <CheckIcon size={16} />}
        {t('copy')}
      </Button>
      <span role="status" className={styles.copied}>
        {result === 'copied' ? t('copied') : result === 'failed' ? t('copyFailed') : ''}
      </span>
    </span>
  );
}
