'use client';

import { useTranslations } from 'next-intl';
import { useSyncExternalStore } from 'react';
import { flushSync } from 'react-dom';
import { Button } from '@/components/ui/button';
import { clipboardReader, pasteInto, type PasteResult } from './paste';
import styles from './checkout.module.css';

const subscribe = () => () => {};

/**
 * "Paste" beside an address or memo field (TextInput's addon). Rendered only where the browser
 * can read the clipboard; the field's own note says when it could not (`onResult`).
 */
export function PasteButton({
  inputId,
  field,
  onResult,
}: {
  /** The id of the field's input. */
  inputId: string;
  /**
   * Which field, for the button's accessible name ("Paste: refund address"). It names the field
   * in words of its own, not by its label, so the button is never taken for the field.
   */
  field: 'payout' | 'refund' | 'payoutMemo' | 'refundMemo';
  onResult: (result: PasteResult) => void;
}) {
  const t = useTranslations('Checkout');
  const available = useSyncExternalStore(
    subscribe,
    () => clipboardReader() !== null,
    () => false,
  );
  if (!available) return null;

  const paste = async () => {
    const input = document.getElementById(inputId);
    const clipboard = clipboardReader();
    if (!(input instanceof HTMLInputElement) || !clipboard) return;
    const result = await pasteInto(input, clipboard);
    // The note first, then back in the field as after typing: a screen reader reads the note
    // (the field's description) with the focus.
    flushSync(() => onResult(result));
    input.focus();
  };

  return (
    <Button
      variant="secondary"
      className={styles.paste}
      aria-label={t('pasteLabel', { field })}
      aria-controls={inputId}
      onClick={() => void paste()}
    >
      {t('paste')}
    </Button>
  );
}
