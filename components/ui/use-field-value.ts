'use client';

import { useCallback, useEffect, useRef, useState, type ChangeEvent, type Ref } from 'react';

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

/** Whether an uncontrolled input holds a value, and a way to clear it (TextInput's clear button). */
export function useFieldValue(
  ref: Ref<HTMLInputElement> | undefined,
  initial: unknown,
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void,
) {
  const inputRef = useRef<HTMLInputElement | null>(null);
  const [hasValue, setHasValue] = useState(() => String(initial ?? '') !== '');

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

  return { setRefs, hasValue, handleChange, clear };
}
