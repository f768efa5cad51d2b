import {
  NEWSLETTER_CAPTCHA_ACTION,
  newsletterEmailSchema,
  subscribeOperation,
} from '@/lib/newsletter/contract';
import { postForm } from '@/components/forms/post-form';
import type { RecaptchaExecutor } from '@/components/forms/recaptcha-loader';

// The newsletter form's validation and request, loaded when the form is first focused or
// submitted: the contract (zod) and the API client stay out of every page's first load.

/** The contract's rule, the one the route applies. */
export const isNewsletterEmail = (email: string): boolean =>
  newsletterEmailSchema.safeParse(email).success;

/** Posts the address, with a reCAPTCHA token when the page has a site key (`getToken`). */
export const subscribe = (email: string, locale: string, getToken: RecaptchaExecutor | null) =>
  postForm(
    { operation: subscribeOperation, captchaAction: NEWSLETTER_CAPTCHA_ACTION },
    { email },
    locale,
    getToken,
  );
