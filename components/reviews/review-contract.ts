import {
  REVIEW_CAPTCHA_ACTION,
  reviewOperation,
  reviewRequestSchema,
} from '@/lib/reviews/contract';
import { REVIEW_FIELDS } from '@/lib/reviews/limits';
import type { FormContract } from '@/components/forms/bot-checked-engine';

/** What the review form posts, loaded with its engine (never in the page's first load). */
export const reviewContract: FormContract = {
  schema: reviewRequestSchema,
  operation: reviewOperation,
  captchaAction: REVIEW_CAPTCHA_ACTION,
  fields: REVIEW_FIELDS,
  // The rating's radio buttons give "1"…"5" (or nothing); the contract counts stars.
  input: (values) => ({ ...values, rating: values.rating ? Number(values.rating) : undefined }),
};
