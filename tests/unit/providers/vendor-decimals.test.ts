import { describe, expect, it } from 'vitest';
import { createChangenowProvider } from '@/lib/providers/exchange/changenow';
import { ProviderError } from '@/lib/providers/exchange/errors';
import type { CurrencyRef } from '@/lib/providers/exchange/types';
import { startVendorApi } from '@/tests/helpers/vendor-api';

// Vendor amounts are bounded before they are expanded (issue 8, item 13): a hostile or broken
// API cannot make the server build a 40 000-character string or trim zeros for seconds.

describe('vendor decimals', () => {
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
