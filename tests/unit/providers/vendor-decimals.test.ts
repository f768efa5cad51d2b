import { describe, expect, it } from 'vitest';
import { createChangenowProvider } from '@/lib/providers/exchange/changenow';
import { ProviderError } from '@/lib/providers/exchange/errors';
import {
  compareDecimal,
  decimalString,
  divideDecimal,
  MAX_SIGNIFICANT_DIGITS,
  toDecimal,
} from '@/lib/providers/exchange/shared/decimal';
import { limitIn, numberIn } from '@/lib/providers/exchange/shared/errors';
import type { CurrencyRef } from '@/lib/providers/exchange/types';
import { startVendorApi } from '@/tests/helpers/vendor-api';

// Vendor amounts are bounded before they are expanded (issue 8, item 13): a hostile or broken
// API cannot make the server build a 40 000-character string or trim zeros for seconds.

const hundredThousandDigits = `1${'0'.repeat(100_000)}`;
const tinyWithManyZeros = `0.${'0'.repeat(100_000)}1`;
const manyTrailingZeros = `1.${'0'.repeat(100_000)}`;

describe('vendor decimals', () => {
  it.each([
    ['1e40000', '1e40000'],
    ['1e-40000', '1e-40000'],
    ['-1e-50', '-1e-50'],
    ['1e41', '1e41'],
    ['1e-41', '1e-41'],
    ['a 100k-digit number', hundredThousandDigits],
    ['a 100k-zero fraction', tinyWithManyZeros],
    ['100k trailing zeros', manyTrailingZeros],
    ['a huge exponent string', `1e${'9'.repeat(100_000)}`],
    ['41 significant digits', `1.${'1'.repeat(MAX_SIGNIFICANT_DIGITS)}`],
    ['the number 1e300', 1e300],
    ['the number 5e-324', 5e-324],
  ])('refuses %s as bad data', (_label, input) => {
    expect(toDecimal(input)).toBeNull();
    expect(decimalString().safeParse(input).success).toBe(false);
  });

  it.each([
    ['1e40', `1${'0'.repeat(40)}`],
    ['1e-40', `0.${'0'.repeat(39)}1`],
    ['50.000000000000000000', '50'],
    ['0.148414210000000000', '0.14841421'],
    [`0.1${'0'.repeat(60)}`, '0.1'],
    [`1.${'2'.repeat(MAX_SIGNIFICANT_DIGITS - 1)}`, `1.${'2'.repeat(MAX_SIGNIFICANT_DIGITS - 1)}`],
    ['-0.5', '-0.5'],
  ])('still reads %s', (input, out) => {
    expect(toDecimal(input)).toBe(out);
  });

  it('does not bound our own exact arithmetic, whose results may be long', () => {
    const rate = divideDecimal('100000000000000000000000', '3', { places: 18 });
    expect(rate.replace('.', '').length).toBeGreaterThan(MAX_SIGNIFICANT_DIGITS);
    expect(compareDecimal(rate, '1')).toBe(1);
  });

  it('finds no limit in a vendor message carrying an absurd number', () => {
    expect(limitIn(`minimal amount is ${hundredThousandDigits}`, 'min')).toBeUndefined();
    expect(limitIn('minimal amount is 1e40000', 'min')).toBeUndefined();
    expect(numberIn(`less than ${hundredThousandDigits}`)).toBeUndefined();
    expect(limitIn('minimal amount is 0.0012', 'min')).toBe('0.0012');
    expect(numberIn('less than minimal 0.0012')).toBe('0.0012');
  });

  it('makes an adapter answer bad_response when a vendor amount is absurd', async () => {
    const api = await startVendorApi();
    try {
      const btc: CurrencyRef = { code: 'btc', ticker: 'BTC', network: 'bitcoin', decimals: 8 };
      const eth: CurrencyRef = { code: 'eth', ticker: 'ETH', network: 'ethereum', decimals: 18 };
      api.on((request) =>
        request.url.startsWith('/v2/exchange/range')
          ? { status: 200, body: { minAmount: 0.001, maxAmount: null } }
          : undefined,
      );
      api.when('GET', '/v2/exchange/estimated-amount', {
        status: 200,
        body: `{"fromAmount":0.1,"toAmount":"1e40000","flow":"standard","type":"direct"}`,
      });
      const provider = createChangenowProvider({
        apiKey: 'cn-test-key-5f0c2a9e81b4',
        baseUrl: `${api.origin}/v2`,
        allowedHosts: [api.host],
      });
      const error: unknown = await provider
        .quote({ from: btc, to: eth, amount: '0.1', direction: 'direct', rateType: 'floating' })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ProviderError);
      expect((error as ProviderError).kind).toBe('bad_response');
    } finally {
      await api.close();
    }
  });
});
