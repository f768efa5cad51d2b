import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import natives from '@/lib/catalogue/data/natives.json';
import networks from '@/lib/catalogue/data/networks.json';
import stablecoins from '@/lib/catalogue/data/stablecoins.json';
import tokens from '@/lib/catalogue/data/tokens.json';

// The catalogue's networks and currencies are data files, typed by a cast where TypeScript reads
// their enums as strings: this holds each entry to the shape the code takes it for.

const memo = z.strictObject({
  label: z.enum(['memo', 'tag', 'comment', 'message', 'payment_id']),
  required: z.boolean(),
  format: z.enum(['numeric', 'text']),
  maxLength: z.number().int().positive(),
});

const template = (placeholder: string) =>
  z.union([z.literal(''), z.url().refine((url) => url.includes(placeholder))]);

const network = z.strictObject({
  code: z.string().regex(/^[a-z0-9]+$/),
  name: z.string().min(1),
  badge: z.string().min(1),
  chainId: z.number().int().positive().optional(),
  addressKind: z.string().min(1),
  memo: memo.nullable(),
  explorerTx: template('{hash}'),
  explorerAddress: template('{address}'),
});

const currency = z.strictObject({
  code: z.string().regex(/^[a-z0-9]+$/),
  ticker: z.string().regex(/^[A-Z0-9]+$/),
  name: z.string().min(1),
  network: z.string(),
  contract: z.string().min(1).nullable(),
  decimals: z.number().int().min(0).max(30),
  popularRank: z.number().int().positive().nullable(),
});

const file = <T extends z.ZodType>(key: string, entry: T) =>
  z.strictObject({ $comment: z.array(z.string()), [key]: z.array(entry).min(1) });

describe('catalogue data files', () => {
  it('hold networks of the Network shape', () => {
    expect(() => file('networks', network).parse(networks)).not.toThrow();
  });

  it('hold currencies of the seed shape, coins without a contract and tokens with one', () => {
    const schema = file('currencies', currency);
    for (const data of [natives, stablecoins, tokens]) {
      expect(() => schema.parse(data)).not.toThrow();
    }
    expect(natives.currencies.every((entry) => entry.contract === null)).toBe(true);
    const all = [...stablecoins.currencies, ...tokens.currencies];
    expect(all.every((entry) => typeof entry.contract === 'string')).toBe(true);
  });
});
