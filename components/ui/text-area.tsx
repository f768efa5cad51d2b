'use client';

import { useTranslations } from 'next-intl';
import { useId, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react';
import fieldStyles from './text-input.module.css';
import styles from './text-area.module.css';

export interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: ReactNode;
  /** "optional" shows a translated word, "required" an asterisk (and sets `required`). */
  marker?: 'optional' | 'required';
  /** A hint under the field; an error message takes its place. */
  description?: ReactNode;
  /** Error message: marks the field invalid and replaces the description. */
  error?: ReactNode;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A multi-line field with the text input's label, marker, hint and error (text-input.tsx). */
export function TextArea({
  label,
  marker,
  description,
  error,
  id,
  required,
  className,
  ...props
}: TextAreaProps) {
  const t = useTranslations('Ui');
  const autoId = useId();
  const fieldId = id ?? `${autoId}-input`;
  const hintId = `${autoId}-hint`;
  const hint = error || description;
  const describedBy = [props['aria-describedby'], hint && hintId].filter(Boolean).join(' ');

  return (
    <div className={[fieldStyles.field, className].filter(Boolean).join(' ')}>
      <label className={fieldStyles.label} htmlFor={fieldId}>
        {label}
        {marker === 'optional' && <span className={fieldStyles.optional}>{t('optional')}</span>}
        {marker === 'required' && (
          <span className={fieldStyles.required} aria-hidden="true">
            *
          </span>
        )}
      </label>
      <textarea
        {...props}
        id={fieldId}
        required={required ?? marker === 'required'}
        className={styles.textarea}
        data-invalid={error ? true : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {hint && (
        <p id={hintId} className={error ? fieldStyles.error : fieldStyles.description}>
          {hint}
        </p>
      )}
    </div>
  );
}
