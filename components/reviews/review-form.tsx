'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormFailure } from '@/components/forms/form-failure';
import { useFormEngine } from '@/components/forms/use-form-engine';
import { useRecaptcha } from '@/components/newsletter/use-recaptcha';
import { Button } from '@/components/ui/button';
import { TextArea } from '@/components/ui/text-area';
import { TextInput } from '@/components/ui/text-input';
import { REVIEW_FIELDS, REVIEW_LIMITS, type ReviewField } from '@/lib/reviews/limits';
import { RatingField } from './rating-field';
import type { ReviewFields } from './review-engine';
import styles from './reviews.module.css';

// react-hook-form, the contract and the API client (review-engine.ts) load when the browser is
// idle or the form is first touched.
const loadEngine = (values: () => Record<string, string>) =>
  import('./review-engine').then(
    ({ createReviewEngine, sendReview, ApiClientError, issuesFromApi }) => ({
      form: createReviewEngine(values()),
      sendReview,
      ApiClientError,
      issuesFromApi,
    }),
  );

/**
 * The form to leave a review. Every review goes to moderation, and the thank-you says so: it
 * appears on the page only once the operator approves it.
 */
export function ReviewForm({ siteKey }: { siteKey?: string }) {
  const t = useTranslations('ReviewForm');
  const te = useTranslations('FormErrors');
  const locale = useLocale();
  const recaptcha = useRecaptcha(siteKey, locale);
  const formRef = useRef<HTMLFormElement>(null);
  const { engine, activate, issues } = useFormEngine(loadEngine, formRef);
  const [submitting, setSubmitting] = useState(false);
  /** A field's registration once the engine is there; its name before. */
  const field = (name: ReviewField) => (engine ? engine.form.register(name) : { name });
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const thanks = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (sent) thanks.current?.focus();
  }, [sent]);

  const send = async (fields: ReviewFields) => {
    const loaded = await activate();
    setFailure(null);
    try {
      await loaded.sendReview(fields, locale, siteKey ? recaptcha.getToken : null);
    } catch (error) {
      const api = error instanceof loaded.ApiClientError ? error : null;
      const named = Object.entries(loaded.issuesFromApi(api?.fields ?? {})).filter(([name]) =>
        (REVIEW_FIELDS as readonly string[]).includes(name),
      );
      named.forEach(([name, type], index) =>
        loaded.form.setError(name as ReviewField, { type }, { shouldFocus: index === 0 }),
      );
      // Waiting helps after a rate limit, and its message says how long.
      if (named.length === 0) setFailure(api?.code === 'rate_limited' ? api.message : t('retry'));
      return;
    }
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
      setFailure(t('retry'));
    } finally {
      setSubmitting(false);
    }
  };

  const issue = (name: ReviewField) => {
    const type = issues[name];
    if (!type) return undefined;
    if (name === 'rating') return t('ratingRequired');
    if (name === 'swapId') return t('swapIdInvalid');
    return te(type, REVIEW_LIMITS[name]);
  };

  if (sent) {
    const again = () => {
      engine?.form.reset({ rating: '', name: engine.form.getValues('name'), text: '', swapId: '' });
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
      aria-labelledby="review-form-title"
      onPointerEnter={() => void activate().catch(() => undefined)}
      onFocus={() => {
        recaptcha.activate();
        void activate().catch(() => undefined);
      }}
      onSubmit={(event) => void submit(event)}
    >
      <RatingField
        legend={t('rating')}
        choiceLabel={(rating) => t('ratingChoice', { rating })}
        error={issue('rating')}
        radio={field('rating')}
      />
      <TextInput
        label={t('name')}
        marker="required"
        autoComplete="given-name"
        description={t('nameHint')}
        maxLength={REVIEW_LIMITS.name.max}
        readOnly={busy}
        error={issue('name')}
        {...field('name')}
      />
      <TextArea
        label={t('text')}
        marker="required"
        rows={6}
        maxLength={REVIEW_LIMITS.text.max}
        readOnly={busy}
        error={issue('text')}
        {...field('text')}
      />
      <TextInput
        label={t('swapId')}
        marker="optional"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        description={t('swapIdHint')}
        maxLength={64}
        readOnly={busy}
        error={issue('swapId')}
        {...field('swapId')}
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
