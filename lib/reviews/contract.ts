import '@/lib/zod-jitless';
import { z } from 'zod';
import { defineBotCheckedForm } from '@/lib/api/bot-checked-form';
import { freeText } from '@/lib/api/free-text';
import { normaliseSwapId } from '@/lib/swaps/swap-id';
import { REVIEW_LIMITS } from './limits';

// POST /apiglobal/reviews, shared by the review form (browser) and the route. Browser-safe: zod
// and the pure Swap ID reader only.

/** The reCAPTCHA action the form executes and the server requires. */
export const REVIEW_CAPTCHA_ACTION = 'review_submit';

/** Empty means "no Swap ID"; anything else must read as one (spaces, dashes and case aside). */
export const reviewSwapIdSchema = z
  .string()
  .max(64)
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || value.trim() === '') return undefined;
    const id = normaliseSwapId(value);
    if (id === null) {
      ctx.addIssue({ code: 'custom', message: 'not a Swap ID' });
      return z.NEVER;
    }
    return id;
  });

export const reviewForm = defineBotCheckedForm({
  operationId: 'submitReview',
  path: '/apiglobal/reviews',
  action: REVIEW_CAPTCHA_ACTION,
  fields: {
    rating: z.int().min(1).max(5),
    /** Free text, published once approved: no control character or bidi override. */
    name: freeText(REVIEW_LIMITS.name),
    text: freeText({ ...REVIEW_LIMITS.text, multiline: true }),
    swapId: reviewSwapIdSchema,
  },
  /** Every review waits for moderation: the answer says so. */
  status: 'pending',
  errors: ['service_unavailable'],
});

export const reviewRequestSchema = reviewForm.body;
export type ReviewRequest = z.output<typeof reviewRequestSchema>;
export const reviewOperation = reviewForm.operation;
