import '@/lib/zod-jitless';
import { z } from 'zod';
import { defineOperation, FORM_POST_ERRORS } from '@/lib/api/contract';
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

export const reviewRequestSchema = z.object({
  rating: z.int().min(1).max(5),
  name: z.string().trim().min(REVIEW_LIMITS.name.min).max(REVIEW_LIMITS.name.max),
  text: z.string().trim().min(REVIEW_LIMITS.text.min).max(REVIEW_LIMITS.text.max),
  swapId: reviewSwapIdSchema,
  /** Required by the server only when it has a reCAPTCHA secret. */
  googleReCaptchaToken: z.string().max(4096).nullish(),
});

export type ReviewRequest = z.output<typeof reviewRequestSchema>;

/** Every review waits for moderation: the answer says so (`message` follows Accept-Language). */
export const reviewResponseSchema = z.object({
  status: z.literal('pending'),
  message: z.string(),
});

export type ReviewResponse = z.infer<typeof reviewResponseSchema>;

export const reviewOperation = defineOperation({
  method: 'POST',
  path: '/apiglobal/reviews',
  body: reviewRequestSchema,
  response: reviewResponseSchema,
  errors: [...FORM_POST_ERRORS, 'service_unavailable'],
});
