'use client';

import { useEffect } from 'react';
import { GoogleReCaptchaProvider, useGoogleReCaptcha } from 'react-google-recaptcha-v3';
import './recaptcha-badge.css';

export type RecaptchaExecutor = (action: string) => Promise<string>;

export interface RecaptchaLoaderProps {
  siteKey: string;
  language: string;
  onExecutor: (execute: RecaptchaExecutor | null) => void;
}

/**
 * Loads reCAPTCHA v3 and reports its execute function once the script is ready. Mounted only
 * after the visitor focuses the form (see use-recaptcha.tsx), so no Google request happens at
 * page load. The library injects Google's script from our own nonce-trusted code, which the
 * CSP's 'strict-dynamic' allows; lib/security/csp.ts adds Google's hosts when a key is set.
 */
export function RecaptchaLoader({ siteKey, language, onExecutor }: RecaptchaLoaderProps) {
  return (
    <GoogleReCaptchaProvider
      reCaptchaKey={siteKey}
      language={language}
      scriptProps={{ async: true, defer: true, appendTo: 'head' }}
    >
      <ExecutorBridge onExecutor={onExecutor} />
    </GoogleReCaptchaProvider>
  );
}

function ExecutorBridge({ onExecutor }: Pick<RecaptchaLoaderProps, 'onExecutor'>) {
  const { executeRecaptcha } = useGoogleReCaptcha();
  useEffect(() => {
    onExecutor(executeRecaptcha ?? null);
    return () => onExecutor(null);
  }, [executeRecaptcha, onExecutor]);
  return null;
}
