import { z } from 'zod';

// The create-swap request, shared by the swap form (client) and POST /api/v1/swaps (server).

const providerId = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[a-z0-9-]+$/);
const currencyCode = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9]{1,32}$/);
const address = z.string().trim().min(1).max(256);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => (value === '' ? undefined : value));

/** A positive decimal in whole coins, at most 18 decimals: '0.015', '250'. */
export const amountSchema = z
  .string()
  .trim()
  .regex(/^(0|[1-9]\d{0,17})(\.\d{1,18})?$/)
  .refine((value) => /[1-9]/.test(value), { message: 'must be positive' });

export const createSwapSchema = z.object({
  provider: providerId,
  from: currencyCode,
  to: currencyCode,
  amount: amountSchema,
  direction: z.enum(['direct', 'reverse']),
  rateType: z.enum(['fixed', 'floating']),
  rateId: z.string().trim().min(1).max(200).optional(),
  payoutAddress: address,
  payoutExtraId: optionalText(128),
  refundAddress: optionalText(256),
  refundExtraId: optionalText(128),
  email: z
    .string()
    .trim()
    .max(254)
    .optional()
    .transform((value) => (value === '' ? undefined : value))
    .pipe(z.email().optional()),
  acceptTerms: z.literal(true),
  locale: z.string().max(10).optional(),
});

export type CreateSwapInput = z.output<typeof createSwapSchema>;
/** What the form holds before parsing. */
export type CreateSwapFormValues = z.input<typeof createSwapSchema>;

/** Error codes parseInput gives for fields that have their own. */
export const CREATE_SWAP_FIELD_CODES = {
  acceptTerms: 'terms_required',
  email: 'invalid_email',
} as const;

export const simulateSwapSchema = z.object({ action: z.enum(['deposit', 'fail', 'refund']) });
