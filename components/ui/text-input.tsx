'use client';

import { useTranslations } from 'next-intl';
import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
} from 'react';
import { CloseIcon } from '@/components/icons/close-icon';
import { EyeIcon } from '@/components/icons/eye-icon';
import { EyeOffIcon } from '@/components/icons/eye-off-icon';
import { SearchIcon } from '@/components/icons/search-icon';
import { ValidationTags, type ValidationTag } from './validation-tags';
import styles from './text-input.module.css';

export type { ValidationTag, ValidationTagStatus } from './validation-tags';

export interface TextInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  type?: 'text' | 'password' | 'search';
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
  tags?: readonly ValidationTag[];
  /** Shows a clear button while the field has a value (default true). */
  clearable?: boolean;
  /** Content on the input's row, after it (e.g. a form's submit button). */
  addon?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/**
 * Empties an uncontrolled field the way typing would: through the native value setter and an
 * input event, so React's onChange (and react-hook-form's register) sees the change.
 */
function clearNativeInput(input: HTMLInputElement) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(input, '');
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

export function TextInput({
  type = 'text',
  label,
  marker,
  description,
  error,
  invalid,
  tags,
  clearable = true,
  addon,
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
  const tagsId = `${autoId}-tags`;
  const inputRef = useRef<HTMLInputElement | null>(null);
  const [revealed, setRevealed] = useState(false);
  const [hasValue, setHasValue] = useState(
    () => String(inputProps.value ?? inputProps.defaultValue ?? '') !== '',
  );

  const setRefs = useCallback(
    (node: HTMLInputElement | null) => {
      inputRef.current = node;
      assignRef(ref, node);
      // A value restored by the browser or set before hydration counts too.
      if (node) setHasValue(node.value !== '');
    },
    [ref],
  );

  // form.reset() (also called by react-hook-form's reset) changes values without input events.
  useEffect(() => {
    const form = inputRef.current?.form;
    if (!form) return;
    const onReset = () => queueMicrotask(() => setHasValue(inputRef.current?.value !== ''));
    form.addEventListener('reset', onReset);
    return () => form.removeEventListener('reset', onReset);
  }, []);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    setHasValue(event.target.value !== '');
    onChange?.(event);
  };

  const clear = () => {
    const input = inputRef.current;
    if (!input) return;
    clearNativeInput(input);
    input.focus();
  };

  const isInvalid = Boolean(invalid || error);
  const hint = error || description;
  const describedBy = [inputProps['aria-describedby'], hint && hintId, tags?.length && tagsId]
    .filter(Boolean)
    .join(' ');
  const editable = !inputProps.disabled && !inputProps.readOnly;
  const filled = inputProps.value !== undefined ? String(inputProps.value) !== '' : hasValue;
  const showClear = clearable && filled && editable;
  const inputType = type === 'password' && revealed ? 'text' : type;

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
      <div className={styles.row}>
        <div className={styles.control} data-invalid={isInvalid || undefined}>
          {type === 'search' && <SearchIcon className={styles.leadingIcon} />}
          <input
            {...inputProps}
            ref={setRefs}
            id={inputId}
            type={inputType}
            required={required ?? marker === 'required'}
            className={styles.input}
            aria-invalid={isInvalid || undefined}
            aria-describedby={describedBy || undefined}
            onChange={handleChange}
          />
          {showClear && (
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
          {type === 'password' && (
            <button
              type="button"
              className={styles.iconButton}
              aria-label={revealed ? t('hidePassword') : t('showPassword')}
              aria-controls={inputId}
              onClick={() => setRevealed((value) => !value)}
            >
              {revealed ? <EyeOffIcon /> : <EyeIcon />}
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
      {tags && tags.length > 0 && <ValidationTags id={tagsId} tags={tags} />}
    </div>
  );
}
