'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormFailure } from '@/components/forms/form-failure';
import { trackFormSubmit } from '@/components/forms/track';
import { useFormEngine } from '@/components/forms/use-form-engine';
import { useRecaptcha } from '@/components/newsletter/use-recaptcha';
import { Button } from '@/components/ui/button';
import { TextArea } from '@/components/ui/text-area';
import { TextInput } from '@/components/ui/text-input';
import { CONTACT_LIMITS, type ContactField } from '@/lib/contact/limits';
import type { ContactFields } from './contact-engine';
import styles from './contact.module.css';

// react-hook-form, the contract and the API client (contact-engine.ts) load when the browser is
// idle or the form is first touched.
const loadEngine = (values: () => Record<string, string>) =>
  import('./contact-engine').then(
    ({ createContactEngine, sendContact, ApiClientError, issuesFromApi }) => ({
      form: createContactEngine(values()),
      sendContact,
      ApiClientError,
      issuesFromApi,
    }),
  );

export interface ContactFormProps {
  /** RECAPTCHA_SITE_KEY, read on the server; unset when the bot check is not configured. */
  siteKey?: string;
}

/**
 * The contact form (spec sections 3 and 8): wait, loading, then a thank-you in place of the form,
 * or "Something went wrong / Please try again" above the button with everything kept.
 */
export function ContactForm({ siteKey }: ContactFormProps) {
  const t = useTranslations('ContactForm');
  const te = useTranslations('FormErrors');
  const locale = useLocale();
  const recaptcha = useRecaptcha(siteKey, locale);
  const formRef = useRef<HTMLFormElement>(null);
  const { engine, activate, issues } = useFormEngine(loadEngine, formRef);
  const [submitting, setSubmitting] = useState(false);
  /** A field's registration once the engine is there; its name before. */
  const field = (name: ContactField) => (engine ? engine.form.register(name) : { name });
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const thanks = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (sent) thanks.current?.focus();
  }, [sent]);

  const send = async (fields: ContactFields) => {
    const loaded = await activate();
    setFailure(null);
    try {
      await loaded.sendContact(fields, locale, siteKey ? recaptcha.getToken : null);
    } catch (error) {
      trackFormSubmit('contact_submit', 'error');
      const api = error instanceof loaded.ApiClientError ? error : null;
      const fromApi = loaded.issuesFromApi(api?.fields ?? {});
      const named = Object.entries(fromApi).filter(([name]) => name in CONTACT_LIMITS);
      named.forEach(([name, type], index) =>
        loaded.form.setError(name as ContactField, { type }, { shouldFocus: index === 0 }),
      );
      // Waiting helps after a rate limit, and its message says how long.
      if (named.length === 0) setFailure(api?.code === 'rate_limited' ? api.message : t('retry'));
      return;
    }
    trackFormSubmit('contact_submit', 'success');
    setSent(true);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setSubmitting(true);
    try {
      const loaded = await activate();
      await loaded.form.handleSubmit(send)();
    } catch {
      // The engine could not load (offline): nothing was sent.
      setFailure(t('retry'));
    } finally {
      setSubmitting(false);
    }
  };

  const issue = (name: ContactField) => {
    const type = issues[name];
    return type ? te(type, CONTACT_LIMITS[name]) : undefined;
  };

  if (sent) {
    const again = () => {
      // Name and address stay for a second message; subject and text start empty.
      const values = engine?.form.getValues();
      engine?.form.reset({ ...values, subject: '', message: '' });
      setSent(false);
    };
    return (
      <div ref={thanks} tabIndex={-1} role="status" className={styles.thanks}>
        <h3 className={styles.thanksTitle}>{t('sentTitle')}</h3>
        <p>{t('sentText')}</p>
        <Button variant="secondary" onClick={again}>
          {t('again')}
        </Button>
      </div>
    );
  }

  const busy = submitting;
  return (
    <form
      ref={formRef}
      className={styles.form}
      noValidate
      aria-labelledby="contact-form-title"
      onPointerEnter={() => void activate().catch(() => undefined)}
      onFocus={() => {
        recaptcha.activate();
        void activate().catch(() => undefined);
      }}
      onSubmit={(event) => void submit(event)}
    >
      <div className={styles.pair}>
        <TextInput
          label={t('name')}
          marker="required"
          autoComplete="name"
          maxLength={CONTACT_LIMITS.name.max}
          readOnly={busy}
          error={issue('name')}
          {...field('name')}
        />
        <TextInput
          label={t('email')}
          marker="required"
          autoComplete="email"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={CONTACT_LIMITS.email.max}
          readOnly={busy}
          error={issue('email')}
          {...field('email')}
        />
      </div>
      <TextInput
        label={t('subject')}
        marker="required"
        maxLength={CONTACT_LIMITS.subject.max}
        readOnly={busy}
        error={issue('subject')}
        {...field('subject')}
      />
      <TextArea
        label={t('message')}
        marker="required"
        rows={8}
        maxLength={CONTACT_LIMITS.message.max}
        readOnly={busy}
        description={t('messageHint')}
        error={issue('message')}
        {...field('message')}
      />
      {failure && <FormFailure title={t('failedTitle')} text={failure} />}
      <div>
        <Button type="submit" size="lg" disabled={busy} aria-busy={busy}>
          {busy ? t('submitting') : t('submit')}
        </Button>
      </div>
      {recaptcha.loader}
    </form>
  );
}
