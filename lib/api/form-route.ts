import 'server-only';
import type { z } from 'zod';
import type { BotCheckedBody } from './auth/bot-check';
import type { defineBotCheckedForm } from './bot-checked-form';
import { apiTranslator, localeHeaders, type ApiTranslator } from './i18n';
import type { Locale } from '../i18n/locales';
import type { RateLimitRule } from './rate-limit';
import { jsonResponse } from './response';
import { route, type BotCheckFor, type Parsed } from './route';
import type { FieldCodes } from './validate';

// The route of a bot-checked form (./bot-checked-form.ts): anyone may post from the site's own
// pages; the kit reads the body and runs the bot check for the form's action, the form's work
// takes the body, and the answer is the form's status with its words in the request's language,
// never cached.

/** A form's contract as defineBotCheckedForm makes it. */
type FormContract = Pick<ReturnType<typeof defineBotCheckedForm>, 'action' | 'status'> & {
  body: z.ZodType<BotCheckedBody>;
};

export interface FormRouteOptions<Form extends FormContract> {
  rateLimit: RateLimitRule;
  maxBytes: number;
  fieldCodes?: FieldCodes;
  /** What the form's post does, once its body and bot token passed. */
  receive: (body: Parsed<Form['body']>, context: { locale: Locale }) => Promise<void>;
  /** The answer's words (the Api messages). */
  answer: keyof Omit<ApiTranslator, 'locale' | 'error'>;
}

export function formRoute<Form extends FormContract>(form: Form, options: FormRouteOptions<Form>) {
  return route<Form['body']>(
    {
      method: 'POST',
      auth: 'public',
      rateLimit: options.rateLimit,
      origin: 'same-site',
      body: form.body,
      maxBytes: options.maxBytes,
      fieldCodes: options.fieldCodes,
      // The type cannot see through the generic Form that its body carries the token; FormContract
      // requires it.
      botCheck: { action: form.action } as BotCheckFor<Form['body']>,
    },
    async ({ body, locale }) => {
      await options.receive(body, { locale });
      const t = await apiTranslator(locale);
      return jsonResponse(
        { status: form.status, message: t[options.answer]() },
        { headers: { ...localeHeaders(t.locale), 'Cache-Control': 'no-store' } },
      );
    },
  );
}
