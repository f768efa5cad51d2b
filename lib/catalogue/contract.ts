import '@/lib/zod-jitless';
import { z } from 'zod';
import { defineOperation } from '@/lib/api/contract';

// GET /api/v1/currencies, the catalogue as the coin pickers read it. Browser-safe: zod only.

const memoRuleSchema = z.object({
  /** What the network calls it: 'memo' (Stellar, TON, Cosmos...), 'tag' (XRP), 'comment'... */
  label: z.enum(['memo', 'tag', 'comment', 'message', 'payment_id']),
  /** True when exchanges credit deposits to this network only with it (XRP, XLM...). */
  required: z.boolean(),
  /** 'numeric' (XRP destination tag: 0..4294967295) or 'text' (max bytes in maxLength). */
  format: z.enum(['numeric', 'text']),
  maxLength: z.number().int(),
});

const currencyListNetworkSchema = z.object({
  code: z.string(),
  name: z.string(),
  /** Short label for badges: 'ERC20', 'TRC20'. */
  badge: z.string(),
  memo: memoRuleSchema.nullable(),
});

const currencyListItemSchema = z.object({
  code: z.string(),
  ticker: z.string(),
  name: z.string(),
  network: currencyListNetworkSchema,
  icon: z.string(),
  decimals: z.number().int(),
  popular: z.boolean(),
  usd: z.number().nullable(),
});

const priceSourceSchema = z.enum(['coingecko', 'snapshot']);

export const currenciesResponseSchema = z.object({
  currencies: z.array(currencyListItemSchema),
  prices: z.object({ source: priceSourceSchema, asOf: z.iso.datetime() }),
});

export type MemoRule = z.infer<typeof memoRuleSchema>;
export type CurrencyListNetwork = z.infer<typeof currencyListNetworkSchema>;
export type CurrencyListItem = z.infer<typeof currencyListItemSchema>;
export type CurrenciesResponse = z.infer<typeof currenciesResponseSchema>;

/**
 * What a coin picker shows of a currency: the full list item has this shape and more, and the
 * home page embeds its popular currencies in this compact form (lib/catalogue/api.ts).
 */
export type PickerCurrency = Pick<
  CurrencyListItem,
  'code' | 'ticker' | 'name' | 'icon' | 'popular'
> & {
  network: Pick<CurrencyListNetwork, 'name' | 'badge'>;
};

export const listCurrenciesOperation = defineOperation({
  operationId: 'listCurrencies',
  auth: ['public', 'partnerKey', 'publishableKey'],
  scope: 'offers.read',
  method: 'GET',
  path: '/api/v1/currencies',
  response: currenciesResponseSchema,
  errors: ['unauthorized', 'insufficient_scope', 'rate_limited'],
});
