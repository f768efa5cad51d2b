import 'server-only';
import '@/lib/zod-jitless';
import { z } from 'zod';
import { freeText } from '@/lib/api/free-text';
import { API_SCOPES, type ApiScope } from '@/lib/api/auth/scopes';
import { compareDecimal, decimalString } from '@/lib/decimal';
import { API_KEY_KINDS, PARTNER_STATUSES } from '@/lib/db/schema';
import { webhookUrlSyntaxProblem } from './webhook-url';

// What the operator's command may write (app/api/admin/partners, scripts/admin.mjs): one contract
// per write, parsed by the route kit before anything is stored. Free text refuses control and
// bidi characters (lib/api/free-text.ts); figures are exact decimals (lib/decimal).

/** Highest commission rate the command accepts: 5% of the exchange amount. */
export const MAX_COMMISSION_RATE = '0.05';
/** Highest share of our revenue on API swaps: half. */
export const MAX_REVENUE_SHARE = '0.5';

/** Scopes a publishable key may hold: it sits in a web page, so only what any visitor may do. */
export const PUBLISHABLE_SCOPES = [
  'offers.read',
  'swaps.create',
  'swaps.read',
] as const satisfies readonly ApiScope[];

/**
 * The scopes a key gets when the operator names none, written out in full on the key: a secret
 * key every scope there is today, a publishable key the three a page may hold. A scope added
 * later is not granted to keys issued before it (nothing is implied at check time).
 */
export const DEFAULT_SCOPES: Record<(typeof API_KEY_KINDS)[number], readonly ApiScope[]> = {
  secret: API_SCOPES,
  publishable: PUBLISHABLE_SCOPES,
};

export const MAX_ORIGINS = 20;

/** A 12-character id of [a-z0-9], as the path carries a partner's or a key's. */
export const publicIdSchema = z.string().regex(/^[a-z0-9]{12}$/);
export const partnerIdParams = z.object({ id: publicIdSchema });
export const keyIdParams = z.object({ keyId: publicIdSchema });

const LOCALHOST_ORIGIN = /^http:\/\/localhost(:\d{1,5})?$/;

/**
 * A web origin a partner's pages run on: `https://host[:port]` exactly as a browser sends it
 * (lowercase, no path, no trailing slash), or `http://localhost[:port]` for a partner's
 * development key (a page on a visitor's own machine proves nothing, but a publishable key
 * allows only what any visitor may do).
 */
export const originSchema = z
  .string()
  .max(300)
  .refine(
    (value) =>
      LOCALHOST_ORIGIN.test(value) ||
      (URL.canParse(value) &&
        new URL(value).protocol === 'https:' &&
        new URL(value).origin === value &&
        new URL(value).hostname.includes('.')),
    { message: 'must be an https origin such as https://wallet.example (no path)' },
  );

const originsSchema = z
  .array(originSchema)
  .max(MAX_ORIGINS)
  .refine((list) => new Set(list).size === list.length, { message: 'must not repeat' });

/** https only, no credentials, no private IP literal (validateWebhookUrl runs at save too). */
export const webhookUrlSchema = z
  .string()
  .max(2_000)
  .superRefine((value, ctx) => {
    const problem = webhookUrlSyntaxProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, params: { reason: problem } });
  });

/** A decimal between 0 and `max`, both included, out as its canonical string. */
const fraction = (max: string) =>
  decimalString().refine(
    (value) => compareDecimal(value, '0') >= 0 && compareDecimal(value, max) <= 0,
    { message: `must be between 0 and ${max}` },
  );

const emailSchema = z.string().max(254).regex(/^\S+$/, 'must not contain spaces').pipe(z.email());

const websiteSchema = freeText({ min: 1, max: 300 }).refine(
  (value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol),
  { message: 'must be an http(s) URL' },
);

const partnerFields = {
  name: freeText({ min: 1, max: 120 }),
  email: emailSchema,
  website: websiteSchema.nullable(),
  commissionRate: fraction(MAX_COMMISSION_RATE),
  revenueShare: fraction(MAX_REVENUE_SHARE),
  allowedOrigins: originsSchema,
  webhookUrl: webhookUrlSchema.nullable(),
};

export const createPartnerSchema = z.strictObject({
  name: partnerFields.name,
  email: partnerFields.email,
  website: partnerFields.website.optional(),
  /** Omitted: the program's default, PARTNER_COMMISSION_RATE (the figure /for-partners shows). */
  commissionRate: partnerFields.commissionRate.optional(),
  revenueShare: partnerFields.revenueShare.default('0'),
  allowedOrigins: partnerFields.allowedOrigins.default([]),
  webhookUrl: partnerFields.webhookUrl.optional(),
});
export type CreatePartnerInput = z.output<typeof createPartnerSchema>;

/** Only the fields given change; null clears the website or the webhook URL. */
export const updatePartnerSchema = z
  .strictObject({
    name: partnerFields.name.optional(),
    email: partnerFields.email.optional(),
    website: partnerFields.website.optional(),
    commissionRate: partnerFields.commissionRate.optional(),
    revenueShare: partnerFields.revenueShare.optional(),
    allowedOrigins: partnerFields.allowedOrigins.optional(),
    webhookUrl: partnerFields.webhookUrl.optional(),
    status: z.enum(PARTNER_STATUSES).optional(),
  })
  .refine((value) => Object.values(value).some((field) => field !== undefined), {
    message: 'nothing to change',
  });
export type UpdatePartnerInput = z.output<typeof updatePartnerSchema>;

export const issueKeySchema = z
  .strictObject({
    kind: z.enum(API_KEY_KINDS),
    scopes: z
      .array(z.enum(API_SCOPES))
      .min(1)
      .max(API_SCOPES.length)
      .refine((list) => new Set(list).size === list.length, { message: 'must not repeat' })
      .optional(),
    label: freeText({ max: 80 }).default(''),
    rateLimitPerMinute: z.number().int().min(1).max(100_000).optional(),
    /** Publishable keys: where browsers may call from; default the partner's allowed origins. */
    origins: originsSchema.min(1).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.kind === 'secret' && value.origins !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['origins'],
        message: 'a secret key is for servers: it has no origins',
      });
    }
    const allowed: readonly string[] = PUBLISHABLE_SCOPES;
    for (const scope of value.kind === 'publishable' ? (value.scopes ?? []) : []) {
      if (!allowed.includes(scope)) {
        ctx.addIssue({
          code: 'custom',
          path: ['scopes'],
          message: `a publishable key sits in a web page: ${scope} is not for it`,
        });
      }
    }
  });
export type IssueKeyInput = z.output<typeof issueKeySchema>;
