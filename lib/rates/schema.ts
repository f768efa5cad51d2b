import { z } from 'zod';

// The query of GET /api/v1/offers, shared by the route and the swap form.

/** A positive decimal in whole coins: "0.1", "25", at most 18 decimals. */
export const amountSchema = z
  .string()
  .trim()
  .regex(/^(?:0|[1-9]\d{0,14})(?:\.\d{1,18})?$/, 'invalid_amount')
  .refine((value) => Number(value) > 0, 'invalid_amount');

export const currencyCodeSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9]{1,24}$/, 'unknown_currency');

export const offersQuerySchema = z.object({
  from: currencyCodeSchema,
  to: currencyCodeSchema,
  amount: amountSchema,
  direction: z.enum(['direct', 'reverse']).default('direct'),
  rateType: z.enum(['fixed', 'floating', 'all']).default('all'),
});

export type OffersQueryInput = z.input<typeof offersQuerySchema>;
