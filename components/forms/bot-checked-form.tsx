'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import type { FieldIssue } from './field-issues';
import type { FormContract } from './bot-checked-engine';
import { FormFailure } from './form-failure';
import styles from './forms.module.css';
import { trackFormSubmit } from './track';
import { useFormEngine } from './use-form-engine';
import { useRecaptcha } from './use-recaptcha';

// One form that posts to a bot-checked route (contact, reviews, partner applications): server-rendered uncontrolled
// fields, the engine (react-hook-form, the contract, the API client: ./bot-checked-engine.ts)
// and reCAPTCHA loaded on first use, errors under each field, a failure above the button with
// everything kept, and a thank-you in place of the form. A form is a declaration on it.

/** What a form is, apart from its words and markup. */
export interface BotCheckedFormDeclaration<Field extends string> {
  /** The fields a visitor fills in, in the order the form shows them. */
  fields: readonly Field[];
  /** The contract's half, imported with the engine (never in the first load). */
  contract: () => Promise<FormContract>;
  /** What "write another" keeps of the values just sent (the sender's name); the rest empties. */
  keep: readonly Field[];
  /** The analytics event of each submit, if the form has one. */
  track?: Parameters<typeof trackFormSubmit>[0];
}

/**
 * The forms' namespaces: each has the words every bot-checked form says (submit, submitting,
 * sentTitle, sentText, again, failedTitle, retry) besides its fields' own.
 */
export type BotCheckedFormNamespace = 'ContactForm' | 'ReviewForm' | 'PartnerApplicationForm';

/** A field's registration once the engine is there; only its name before. */
export type FieldRegistration = UseFormRegisterReturn | { name: string };

/** What a text field of the form takes: its registration, its error, read-only while sending. */
export type TextFieldProps = FieldRegistration & { readOnly: boolean; error: string | undefined };

export interface BotCheckedFieldsProps<Field extends string> {
  field: (name: Field) => FieldRegistration;
  /** The field's error in words, if it has one. */
  issue: (name: Field) => string | undefined;
  /** A text input's or text area's props for the field. */
  text: (name: Field) => TextFieldProps;
}

export interface BotCheckedFormProps<Field extends string> {
  declaration: BotCheckedFormDeclaration<Field>;
  /** RECAPTCHA_SITE_KEY, read on the server; unset when the bot check is not configured. */
  siteKey?: string;
  /** The id of the form's heading. */
  labelledBy: string;
  /** Where the form's words are (its island's messages carry it). */
  namespace: BotCheckedFormNamespace;
  /** A field's issue in words (FormErrors, or the form's own). */
  issueText: (name: Field, issue: FieldIssue) => string;
  /** The form's own classes (its CSS module): the form, the thank-you and its title. */
  classNames: { form?: string; thanks?: string; thanksTitle?: string };
  /** The fields' markup. */
  children: (props: BotCheckedFieldsProps<Field>) => ReactNode;
}

export function BotCheckedForm<Field extends string>({
  declaration,
  siteKey,
  labelledBy,
  namespace,
  issueText,
  classNames,
  children,
}: BotCheckedFormProps<Field>) {
  const t = useTranslations(namespace);
  const locale = useLocale();
  const recaptcha = useRecaptcha(siteKey, locale);
  const formRef = useRef<HTMLFormElement>(null);
  const { contract } = declaration;
  const load = useCallback(
    (values: () => Record<string, string>) =>
      Promise.all([import('./bot-checked-engine'), contract()]).then(([engine, loaded]) => ({
        form: engine.createFormEngine(loaded, values()),
        send: (fields: Record<string, unknown>, getToken: Parameters<typeof engine.postForm>[3]) =>
          engine.postForm(loaded, fields, locale, getToken),
        ApiClientError: engine.ApiClientError,
        issuesFromApi: engine.issuesFromApi,
      })),
    [contract, locale],
  );
  const { engine, activate, issues } = useFormEngine(load, formRef);
  const [submitting, setSubmitting] = useState(false);
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const thanks = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (sent) thanks.current?.focus();
  }, [sent]);

  const track = (status: 'success' | 'error') => {
    if (declaration.track) trackFormSubmit(declaration.track, status);
  };

  const send = async (fields: Record<string, unknown>) => {
    const loaded = await activate();
    setFailure(null);
    try {
      await loaded.send(fields, siteKey ? recaptcha.getToken : null);
    } catch (error) {
      track('error');
      const api = error instanceof loaded.ApiClientError ? error : null;
      const named = Object.entries(loaded.issuesFromApi(api?.fields ?? {})).filter(([name]) =>
        (declaration.fields as readonly string[]).includes(name),
      );
      named.forEach(([name, type], index) =>
        loaded.form.setError(name, { type }, { shouldFocus: index === 0 }),
      );
      // Waiting helps after a rate limit, and its message says how long.
      if (named.length === 0) setFailure(api?.code === 'rate_limited' ? api.message : t('retry'));
      return;
    }
    track('success');
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

  if (sent) {
    const again = () => {
      const values = engine?.form.getValues() ?? {};
      engine?.form.reset(
        Object.fromEntries(
          declaration.fields.map((name) => [
            name,
            declaration.keep.includes(name) ? (values[name] ?? '') : '',
          ]),
        ),
      );
      setSent(false);
    };
    return (
      <div ref={thanks} tabIndex={-1} role="status" className={classNames.thanks}>
        <h3 className={classNames.thanksTitle}>{t('sentTitle')}</h3>
        <p>{t('sentText')}</p>
        <Button variant="secondary" onClick={again}>
          {t('again')}
        </Button>
      </div>
    );
  }

  const busy = submitting;
  const field = (name: Field): FieldRegistration =>
    engine ? engine.form.register(name) : { name };
  const issue = (name: Field) => {
    const type = issues[name];
    return type ? issueText(name, type) : undefined;
  };
  // While sending the fields are read-only.
  const text = (name: Field) => ({ readOnly: busy, error: issue(name), ...field(name) });
  return (
    <form
      ref={formRef}
      className={classNames.form ? `${styles.fields} ${classNames.form}` : styles.fields}
      noValidate
      aria-labelledby={labelledBy}
      onPointerEnter={() => void activate().catch(() => undefined)}
      onFocus={() => {
        recaptcha.activate();
        void activate().catch(() => undefined);
      }}
      onSubmit={(event) => void submit(event)}
    >
      {children({ field, issue, text })}
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
