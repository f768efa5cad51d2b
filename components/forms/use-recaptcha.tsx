'use client';

import dynamic from 'next/dynamic';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { RecaptchaExecutor } from './recaptcha-loader';
import { claimRecaptchaSiteKey } from './site-key-guard';

// The library and Google's script are fetched only when the form is first used.
const RecaptchaLoader = dynamic(() => import('./recaptcha-loader').then((m) => m.RecaptchaLoader), {
  ssr: false,
});

/** How long a submit waits for Google's script before it counts as a failure. */
export const RECAPTCHA_READY_TIMEOUT_MS = 15_000;

interface Waiter {
  resolve: (execute: RecaptchaExecutor) => void;
  reject: (error: Error) => void;
}

/**
 * Lazy reCAPTCHA v3 for a form: `activate()` (on first focus) claims the page's site key and
 * starts loading; `getToken(action)` waits for the script when needed. Render `loader` inside
 * the form's component. A site key other than the one already loaded makes every token fail.
 */
export function useRecaptcha(siteKey: string | undefined, language: string) {
  const [active, setActive] = useState(false);
  const release = useRef<(() => void) | null>(null);
  const executor = useRef<RecaptchaExecutor | null>(null);
  const failure = useRef<Error | null>(null);
  const waiters = useRef(new Set<Waiter>());

  useEffect(
    () => () => {
      release.current?.();
      release.current = null;
    },
    [],
  );

  const settle = useCallback((outcome: RecaptchaExecutor | Error) => {
    for (const waiter of waiters.current) {
      if (outcome instanceof Error) waiter.reject(outcome);
      else waiter.resolve(outcome);
    }
    waiters.current.clear();
  }, []);

  const onExecutor = useCallback(
    (execute: RecaptchaExecutor | null) => {
      executor.current = execute;
      if (execute) settle(execute);
    },
    [settle],
  );

  const activate = useCallback(() => {
    if (!siteKey || release.current || failure.current) return;
    try {
      release.current = claimRecaptchaSiteKey(siteKey);
      setActive(true);
    } catch (error) {
      failure.current = error instanceof Error ? error : new Error(String(error));
      settle(failure.current);
    }
  }, [siteKey, settle]);

  const getToken = useCallback(
    async (action: string): Promise<string> => {
      activate();
      if (failure.current) throw failure.current;
      const execute = executor.current ?? (await waitForExecutor(waiters.current));
      return execute(action);
    },
    [activate],
  );

  const loader =
    active && siteKey ? (
      <RecaptchaLoader siteKey={siteKey} language={language} onExecutor={onExecutor} />
    ) : null;

  return { activate, getToken, loader };
}

function waitForExecutor(waiters: Set<Waiter>): Promise<RecaptchaExecutor> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      waiters.delete(waiter);
      reject(new Error('reCAPTCHA did not load in time'));
    }, RECAPTCHA_READY_TIMEOUT_MS);
    const waiter: Waiter = {
      resolve: (execute) => {
        clearTimeout(timer);
        resolve(execute);
      },
      reject: (error) => {
        clearTimeout(timer);
        reject(error);
      },
    };
    waiters.add(waiter);
  });
}
