'use client';

import '@/lib/zod-jitless';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { TextInput } from '@/components/ui/text-input';
import { apiFetch } from '@/lib/api/client';
import {
  NEWSLETTER_CAPTCHA_ACTION,
  newsletterEmailSchema,
  subscribeOperation,
} from '@/lib/newsletter/contract';
import { NewsletterMessage } from './newsletter-message';
import { RecaptchaNotice } from './recaptcha-notice';
import { trackNewsletterSubmit } from './track';
import { useRecaptcha } from './use-recaptcha';
import styles from './newsletter.module.css';

const formSchema = z.object({ email: newsletterEmailSchema });

/** Spec section 3: the form's submission states. */
export type NewsletterStatus = 'wait' | 'loading' | 'success' | 'error';

const STATUS = { idle: 'wait', pending: 'loading', success: 'success', error: 'error' } as const;

export interface NewsletterProps {
  /** RECAPTCHA_SITE_KEY, read on the server; unset when the bot check is not configured. */
  siteKey?: string;
}

export function Newsletter({ siteKey }: NewsletterProps) {
  const t = useTranslations('Newsletter');
  const locale = useLocale();
  const titleId = useId();
  const recaptcha = useRecaptcha(siteKey, locale);
  const { register, handleSubmit, formState, clearErrors, reset, setFocus } = useForm({
    resolver: zodResolver(formSchema),
    defaultValues: { email: '' },
    // Editing only clears the invalid flag; the address is checked again on the next submit.
    reValidateMode: 'onSubmit',
  });
  const mutation = useMutation({
    mutationFn: async (email: string) => {
      // Without a site key the server has no secret either and skips the bot check, so the
      // form posts without a token.
      const googleReCaptchaToken = siteKey
        ? await recaptcha.getToken(NEWSLETTER_CAPTCHA_ACTION)
        : null;
      await apiFetch(subscribeOperation, { locale, body: { email, googleReCaptchaToken } });
    },
    onSuccess: () => trackNewsletterSubmit('success'),
    onError: () => trackNewsletterSubmit('error'),
  });
  const status: NewsletterStatus = STATUS[mutation.status];
  const refocus = useRef(false);

  useEffect(() => {
    if (status !== 'wait' || !refocus.current) return;
    refocus.current = false;
    setFocus('email');
  }, [status, setFocus]);

  const closeMessage = () => {
    refocus.current = true;
    mutation.reset();
    reset({ email: '' });
  };

  const loading = status === 'loading';
  return (
    <section className={styles.newsletter} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('title')}
      </h2>
      <p className={styles.description}>{t('description')}</p>
      {status === 'success' || status === 'error' ? (
        <NewsletterMessage status={status} onClose={closeMessage} />
      ) : (
        <form
          className={styles.form}
          noValidate
          onFocus={recaptcha.activate}
          onSubmit={handleSubmit(({ email }) => mutation.mutate(email))}
        >
          <TextInput
            {...register('email', { onChange: () => clearErrors('email') })}
            label={t('emailLabel')}
            error={formState.errors.email ? t('emailInvalid') : undefined}
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
      {siteKey && <RecaptchaNotice />}
      {recaptcha.loader}
    </section>
  );
}
