import {
  CONTACT_CAPTCHA_ACTION,
  contactOperation,
  contactRequestSchema,
} from '@/lib/contact/contract';
import { CONTACT_FIELDS } from '@/lib/contact/limits';
import type { FormContract } from '@/components/forms/bot-checked-engine';

/** What the contact form posts, loaded with its engine (never in the page's first load). */
export const contactContract: FormContract = {
  schema: contactRequestSchema,
  operation: contactOperation,
  captchaAction: CONTACT_CAPTCHA_ACTION,
  fields: CONTACT_FIELDS,
};
