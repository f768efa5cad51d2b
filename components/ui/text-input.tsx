'use client';

import { useTranslations } from 'next-intl';
import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { CloseIcon } from '@/components/icons/close-icon';
import { SearchIcon } from '@/components/icons/search-icon';
import { useFieldValue } from './use-field-value';
import styles from './text-input.module.css';

export interface TextInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  type?: 'text' | 'search';
  /** Visible label; without one, pass an aria-label. */
  label?: ReactNode;
  /** "optional" shows a translated word, "required" an asterisk (and sets `required`). */
  marker?: 'optional' | 'required';
  /** A hint under the field; an error message takes its place. */
  description?: ReactNode;
  /** Error message: marks the field invalid and replaces the description. */
  error?: ReactNode;
  /** Marks the field invalid without a message of its own. */
  invalid?: boolean;
  /** Shows a clear button while the field has a value (default true). */
  clearable?: boolean;
  /** Content on the input's row, after it (e.g. a form's submit button). */
  addon?: ReactNode;
  /** On a phone the addon goes under the field, which keeps the row's full width. */
  stackAddon?: boolean;
  ref?: Ref<HTMLInputElement>;
}

export function TextInput({
  type = 'text',
  label,
  marker,
  description,
  error,
  invalid,
  clearable = true,
  addon,
  stackAddon = false,
  className,
  id,
  ref,
  onChange,
  required,
  ...inputProps
}: TextInputProps) {
  const t = useTranslations('Ui');
  const autoId = useId();
  const inputId = id ?? `${autoId}-input`;
  const hintId = `${autoId}-hint`;
  const { setRefs, hasValue, handleChange, clear } = useFieldValue(
    ref,
    inputProps.value ?? inputProps.defaultValue,
    onChange,
  );

  const isInvalid = Boolean(invalid || error);
  const hint = error || description;
  const describedBy = [inputProps['aria-describedby'], hint && hintId].filter(Boolean).join(' ');
  const editable = !inputProps.disabled && !inputProps.readOnly;
  const filled = inputProps.value !== undefined ? String(inputProps.value) !== '' : hasValue;

  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      {label && (
        <label className={styles.label} htmlFor={inputId}>
          {label}
          {marker === 'optional' && <span className={styles.optional}>{t('optional')}</span>}
          {marker === 'required' && (
            <span className={styles.required} aria-hidden="true">
              *
            </span>
          )}
        </label>
      )}
      <div className={styles.row} data-stack={addon && stackAddon ? '' : undefined}>
        <div className={styles.control} data-invalid={isInvalid || undefined}>
          {type === 'search' && <SearchIcon className={styles.leadingIcon} />}
          <input
            {...inputProps}
            ref={setRefs}
            id={inputId}
            type={type}
            required={required ?? marker === 'required'}
            className={styles.input}
            aria-invalid={isInvalid || undefined}
            aria-describedby={describedBy || undefined}
            onChange={handleChange}
          />
          {clearable && filled && editable && (
            <button
              type="button"
              className={styles.iconButton}
              aria-label={t('clear')}
              aria-controls={inputId}
              onClick={clear}
            >
              <CloseIcon width={18} height={18} />
            </button>
          )}
        </div>
        {addon}
      </div>
      {hint && (
        <p id={hintId} className={error ? styles.error : styles.description}>
          {hint}
        </p>
      )}
    </div>
  );
}
