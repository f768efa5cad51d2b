import { createFormControl } from 'react-hook-form';
import { apiFetch } from '@/lib/api/client';
import {
  CONTACT_CAPTCHA_ACTION,
  contactOperation,
  contactRequestSchema,
  type ContactRequest,
} from '@/lib/contact/contract';
import { CONTACT_FIELDS } from '@/lib/contact/limits';
import { resolveWith } from '@/components/forms/field-issues';
import type { RecaptchaExecutor } from '@/components/newsletter/recaptcha-loader';

// The contact form's engine, loaded when the browser is idle or the visitor first touches the
// form: react-hook-form, the contract's schema and the API client stay out of the first load.
// The form's fields are server-rendered and uncontrolled; registering them keeps what was typed.

export type ContactValues = Record<(typeof CONTACT_FIELDS)[number], string>;
export type ContactFields = Omit<ContactRequest, 'googleReCaptchaToken'>;

/** `values`: what the form's fields hold when the engine arrives (they keep it). */
export function createContactEngine(values: Partial<ContactValues>) {
  return createFormControl<ContactValues, unknown, ContactFields>({
    defaultValues: values,
    // Errors appear on submit, then follow each keystroke.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
    resolver: async (values) =>
      resolveWith<ContactValues, ContactFields>(contactRequestSchema, values, CONTACT_FIELDS),
  });
}

/** Posts the message; with a site key, `getToken` brings a reCAPTCHA token first. */
export async function sendContact(
  fields: ContactFields,
  locale: string,
  getToken: RecaptchaExecutor | null,
): Promise<void> {
  const googleReCaptchaToken = getToken ? await getToken(CONTACT_CAPTCHA_ACTION) : null;
  await apiFetch(contactOperation, { locale, body: { ...fields, googleReCaptchaToken } });
}

export { ApiClientError } from '@/lib/api/client';
export { issuesFromApi } from '@/components/forms/field-issues';
