'use client';

import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import type { FieldErrors } from 'react-hook-form';
import type { FieldIssue } from './field-issues';

// A form whose fields are server-rendered and uncontrolled, and whose react-hook-form control
// (createFormControl) arrives when the visitor first points at or focuses the form:
// react-hook-form and the contract's schema stay out of the page's first load. Registering the
// fields that are already on the page keeps the DOM, the focus and whatever was typed meanwhile.

/** What this hook needs of a react-hook-form control. */
interface Subscribable {
  subscribe(options: {
    formState: { errors: true };
    callback: (state: { errors?: FieldErrors }) => void;
  }): () => void;
}

/** The issue of each field that has one. */
export type FieldIssues = Partial<Record<string, FieldIssue>>;

interface Pending<E> {
  promise: Promise<E>;
  resolve: (engine: E) => void;
}

const issuesOf = (errors: FieldErrors): FieldIssues =>
  Object.fromEntries(
    Object.entries(errors).map(([field, error]) => [field, error?.type as FieldIssue]),
  );

/** What the form holds right now, as the browser would submit it (a checked radio's value). */
export function currentValues(form: HTMLFormElement | null): Record<string, string> {
  if (!form) return {};
  const values: Record<string, string> = {};
  for (const [name, value] of new FormData(form))
    if (typeof value === 'string') values[name] = value;
  return values;
}

/**
 * `load` brings the engine (a control, and what the form sends with), made from the form's
 * values at the moment it arrives: react-hook-form would otherwise reset a radio button chosen
 * before it registered. `activate()` starts it once and resolves when the fields are registered,
 * so a submit can wait for it.
 */
export function useFormEngine<E extends { form: Subscribable }>(
  load: (values: () => Record<string, string>) => Promise<E>,
  form: RefObject<HTMLFormElement | null>,
) {
  const [engine, setEngine] = useState<E | null>(null);
  const [issues, setIssues] = useState<FieldIssues>({});
  const pending = useRef<Pending<E> | null>(null);

  // Effects run after the commit, when the fields' ref callbacks have registered them.
  useEffect(() => {
    if (!engine) return;
    pending.current?.resolve(engine);
    return engine.form.subscribe({
      formState: { errors: true },
      callback: (state) => setIssues(issuesOf(state.errors ?? {})),
    });
  }, [engine]);

  const activate = useCallback((): Promise<E> => {
    if (pending.current) return pending.current.promise;
    let resolve!: (engine: E) => void;
    let reject!: (error: unknown) => void;
    const promise = new Promise<E>((ok, fail) => {
      resolve = ok;
      reject = fail;
    });
    pending.current = { promise, resolve };
    // flushSync: the values are read and the fields registered in one task, so no key press
    // (an arrow key moving the rating) can land between the two and be undone by registration.
    load(() => currentValues(form.current)).then(
      (engine) => flushSync(() => setEngine(engine)),
      (error: unknown) => {
        // A chunk that failed to load (offline) may load on the next attempt.
        pending.current = null;
        reject(error);
      },
    );
    return promise;
  }, [load, form]);

  return { engine, activate, issues };
}
