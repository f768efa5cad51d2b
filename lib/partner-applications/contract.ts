import '@/lib/zod-jitless';
import { z } from 'zod';
import { defineBotCheckedForm } from '@/lib/api/bot-checked-form';
import { freeText } from '@/lib/api/free-text';
import { APPLICATION_LIMITS, EXPECTED_VOLUMES } from './limits';

// POST /apiglobal/partners/application, shared by the /for-partners form (browser) and the route.
// Browser-safe: zod only.

/** The reCAPTCHA action the form executes and the server requires. */
export const APPLICATION_CAPTCHA_ACTION = 'partner_application';

/**
 * Empty means "no website"; anything else must be one http(s) address on a public domain name
 * ("wallet.example" is read as https://wallet.example).
 */
export const websiteSchema = z
  .string()
  .trim()
  .max(APPLICATION_LIMITS.website.max)
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || value === '') return undefined;
    // "wallet.example" as people type it: the address of its https site.
    const address = /^[a-z][a-z\d+.-]*:/i.test(value) ? value : `https://${value}`;
    const parsed = z.url({ protocol: /^https?$/, hostname: z.regexes.domain }).safeParse(address);
    if (!parsed.success) {
      ctx.addIssue({ code: 'custom', message: 'must be an http(s) address' });
      return z.NEVER;
    }
    return parsed.data;
  });

export const applicationForm = defineBotCheckedForm({
  operationId: 'sendPartnerApplication',
  path: '/apiglobal/partners/application',
  action: APPLICATION_CAPTCHA_ACTION,
  fields: {
    /** Free text: no control character or bidi override (lib/api/free-text.ts). */
    name: freeText(APPLICATION_LIMITS.name),
    company: freeText(APPLICATION_LIMITS.company),
    /** Trimmed, then one address: the operator's answer goes to it (Reply-To). */
    email: z
      .string()
      .trim()
      .min(APPLICATION_LIMITS.email.min)
      .max(APPLICATION_LIMITS.email.max)
      .pipe(z.email()),
    website: websiteSchema,
    expectedVolume: z.enum(EXPECTED_VOLUMES),
    message: freeText({ ...APPLICATION_LIMITS.message, multiline: true }),
  },
  /** The answer once the application is stored. */
  status: 'received',
  errors: ['invalid_email', 'service_unavailable'],
});

export const applicationRequestSchema = applicationForm.body;
export type ApplicationRequest = z.output<typeof applicationRequestSchema>;
export const applicationResponseSchema = applicationForm.response;
export const applicationOperation = applicationForm.operation;
