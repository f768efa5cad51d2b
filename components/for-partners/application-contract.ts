import {
  APPLICATION_CAPTCHA_ACTION,
  applicationOperation,
  applicationRequestSchema,
} from '@/lib/partner-applications/contract';
import { APPLICATION_FIELDS } from '@/lib/partner-applications/limits';
import type { FormContract } from '@/components/forms/bot-checked-engine';

/** What the application form posts, loaded with its engine (never in the page's first load). */
export const applicationContract: FormContract = {
  schema: applicationRequestSchema,
  operation: applicationOperation,
  captchaAction: APPLICATION_CAPTCHA_ACTION,
  fields: APPLICATION_FIELDS,
};
