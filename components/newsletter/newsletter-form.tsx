'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { TextInput } from '@/components/ui/text-input';
import { NewsletterMessage } from './newsletter-message';
import { trackFormSubmit } from '@/components/forms/track';
import { useRecaptcha } from '@/components/forms/use-recaptcha';
import styles from './newsletter.module.css';

/** Spec section 3: the form's submission states. */
export type NewsletterStatus = 'wait' | 'loading' | 'success' | 'error';

// Validation and the request (zod, the API client) arrive on first focus or submit.
const loadSubmit = () => import('./submit');

export interface NewsletterFormProps {
  /** RECAPTCHA_SITE_KEY, read on the server; unset when the bot check is not configured. */
  siteKey?: string;
}

/**
 * The newsletter form: wait, loading, then success or error in place of the form until the
 * visitor closes it (spec section 4). The field is uncontrolled, so what was typed before
 * hydration counts; the address is checked on submit with the contract's rule.
 */
export function NewsletterForm({ siteKey }: NewsletterFormProps) {
  const t = useTranslations('NewsletterForm');
  const locale = useLocale();
  const recaptcha = useRecaptcha(siteKey, locale);
  const [status, setStatus] = useState<NewsletterStatus>('wait');
  const [invalid, setInvalid] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const refocus = useRef(false);

  useEffect(() => {
    if (status !== 'wait' || !refocus.current) return;
    refocus.current = false;
    input.current?.focus();
  }, [status]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status !== 'wait') return;
    const email = input.current?.value ?? '';
    const { isNewsletterEmail, subscribe } = await loadSubmit();
    if (!isNewsletterEmail(email)) {
      setInvalid(true);
      input.current?.focus();
      return;
    }
    setStatus('loading');
    let outcome: 'success' | 'error' = 'success';
    try {
      await subscribe(email, locale, siteKey ? recaptcha.getToken : null);
    } catch {
      outcome = 'error';
    }
    trackFormSubmit('newsletter_submit', outcome);
    setStatus(outcome);
  };

  const closeMessage = () => {
    refocus.current = true;
    setInvalid(false);
    setStatus('wait');
  };

  const loading = status === 'loading';
  return (
    <>
      {status === 'success' || status === 'error' ? (
        <NewsletterMessage status={status} onClose={closeMessage} />
      ) : (
        <form
          className={styles.form}
          noValidate
          onFocus={() => {
            recaptcha.activate();
            void loadSubmit();
          }}
          onSubmit={(event) => void submit(event)}
        >
          <TextInput
            ref={input}
            name="email"
            onChange={() => setInvalid(false)}
            label={t('emailLabel')}
            error={invalid ? t('emailInvalid') : undefined}
            autoComplete="email"
            inputMode="email"
            autoCapitalize="none"
            spellCheck={false}
            readOnly={loading}
            addon={
              <button
                type="submit"
                className={styles.submit}
                disabled={loading}
                aria-busy={loading}
              >
                {loading ? t('submitting') : t('submit')}
              </button>
            }
          />
        </form>
      )}
      {recaptcha.loader}
    </>
  );
}
