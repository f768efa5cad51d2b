import { createFormControl } from 'react-hook-form';
import { apiFetch } from '@/lib/api/client';
import {
  REVIEW_CAPTCHA_ACTION,
  reviewOperation,
  reviewRequestSchema,
  type ReviewRequest,
} from '@/lib/reviews/contract';
import { REVIEW_FIELDS } from '@/lib/reviews/limits';
import { resolveWith } from '@/components/forms/field-issues';
import type { RecaptchaExecutor } from '@/components/newsletter/recaptcha-loader';

// The review form's engine, loaded when the browser is idle or the visitor first touches the
// form (see components/forms/use-form-engine.ts): react-hook-form, the contract and the API
// client stay out of the page's first load.

export type ReviewValues = Record<(typeof REVIEW_FIELDS)[number], string>;
export type ReviewFields = Omit<ReviewRequest, 'googleReCaptchaToken'>;

/** `values`: what the form's fields hold when the engine arrives (a rating already chosen). */
export function createReviewEngine(values: Partial<ReviewValues>) {
  return createFormControl<ReviewValues, unknown, ReviewFields>({
    defaultValues: values,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
    // The rating's radio buttons give "1"…"5" (or nothing); the contract counts stars.
    resolver: async (values) =>
      resolveWith<ReviewValues, ReviewFields>(
        reviewRequestSchema,
        { ...values, rating: values.rating ? Number(values.rating) : undefined },
        REVIEW_FIELDS,
      ),
  });
}

/** Posts the review; with a site key, `getToken` brings a reCAPTCHA token first. */
export async function sendReview(
  fields: ReviewFields,
  locale: string,
  getToken: RecaptchaExecutor | null,
): Promise<void> {
  const googleReCaptchaToken = getToken ? await getToken(REVIEW_CAPTCHA_ACTION) : null;
  await apiFetch(reviewOperation, { locale, body: { ...fields, googleReCaptchaToken } });
}

export { ApiClientError } from '@/lib/api/client';
export { issuesFromApi } from '@/components/forms/field-issues';
