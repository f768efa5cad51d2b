import { z } from 'zod';

// One press mention: content/press/<slug>.json. Only articles that exist: nothing here is
// written for the site, every field is the outlet's own.

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD')
  // Date.parse rolls 2026-02-30 over to March: a real day reads back as itself.
  .refine((value) => {
    const day = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
  }, 'is not a real date');

export const pressMentionSchema = z.strictObject({
  /** The publication, as it writes its own name. */
  outlet: z.string().trim().min(1).max(80),
  /** The article's headline, in its own language. */
  title: z.string().trim().min(1).max(200),
  url: z.url({ protocol: /^https$/, error: 'must be an https URL' }),
  /** Publication day. */
  date: isoDate,
  /** The article's language, a BCP 47 tag such as "en" or "pt-BR". */
  language: z
    .string()
    .regex(/^[a-z]{2,3}(-[A-Z]{2})?$/, 'must be a language tag such as en or pt-BR'),
});

export type PressMention = z.infer<typeof pressMentionSchema>;
