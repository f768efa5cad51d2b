'use client';

import { useLocale } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { displayAmountInput, normaliseAmountInput } from './amount';
import styles from './amount-input.module.css';

/**
 * A decimal field shown the locale's way ("0,5" in French) whose value is always '.'-decimal.
 * Keystrokes that cannot make a number are ignored instead of flagged.
 */
export function AmountInput({
  id,
  value,
  onChange,
  describedBy,
  invalid,
  placeholder,
  name,
  children,
}: {
  id: string;
  /** The form field's name, for a form that also works as a plain GET form (the hero's). */
  name?: string | undefined;
  value: string;
  onChange: (value: string) => void;
  describedBy?: string | undefined;
  invalid?: boolean | undefined;
  /** Shown while the field is empty (the quoted side while offers are on their way). */
  placeholder?: string | undefined;
  /** Label, rendered by the caller. */
  children?: ReactNode;
}) {
  const locale = useLocale();
  const [text, setText] = useState(() => displayAmountInput(value, locale));
  const [shownFor, setShownFor] = useState(value);

  // A value set from outside (swap direction, URL) replaces what is shown.
  if (value !== shownFor) {
    setShownFor(value);
    if (normaliseAmountInput(text, locale) !== value) setText(displayAmountInput(value, locale));
  }

  return (
    <>
      {children}
      <input
        id={id}
        name={name}
        className={styles.amount}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        spellCheck={false}
        value={text}
        placeholder={placeholder}
        aria-describedby={describedBy || undefined}
        aria-invalid={invalid || undefined}
        onChange={(event) => {
          const next = normaliseAmountInput(event.target.value, locale);
          if (next === null) return;
          setText(event.target.value);
          setShownFor(next);
          onChange(next);
        }}
      />
    </>
  );
}
