'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { CheckIcon } from '@/components/icons/check-icon';
import { Button } from '@/components/ui/button';
import styles from './swap-status.module.css';

type CopyState = 'idle' | 'copied' | 'failed';

/** Older browsers and insecure contexts have no async clipboard: copy through a selection. */
function copyWithSelection(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Permission refused or no focus: the selection fallback may still work.
  }
  return copyWithSelection(text);
}

export interface CopyButtonProps {
  value: string;
  /** Accessible name, e.g. "Copy the deposit address". */
  label: string;
}

/** A copy button with a visible confirmation that screen readers hear too. */
export function CopyButton({ value, label }: CopyButtonProps) {
  const t = useTranslations('SwapStatus.copy');
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    const ok = await copyText(value);
    setState(ok ? 'copied' : 'failed');
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setState('idle'), ok ? 2_500 : 6_000);
  };

  return (
    <span className={styles.copy}>
      <Button variant="secondary" size="sm" aria-label={label} onClick={copy}>
        {state === 'copied' ? <CheckIcon size={16} /> : null}
        {t('copy')}
      </Button>
      <span className={styles.copyFeedback} role="status" aria-live="polite" data-state={state}>
        {state === 'copied' ? t('copied') : state === 'failed' ? t('failed') : ''}
      </span>
    </span>
  );
}
