import { afterEach, describe, expect, it } from 'vitest';
import { flowSearch, flowUrl } from '@/components/exchange/checkout/details-url';
import { swapHref } from '@/components/exchange/hero-submit';
import { selectionUrl } from '@/components/exchange/swap-query';
import type { SwapSelection } from '@/components/exchange/types';
import { orderAttribution, STRATEGIES } from '@/lib/api/auth';
import { getKeyStore } from '@/lib/api/auth/keys';
import { CLIENT_IP_HEADER } from '@/lib/api/client-ip';
import { resetSingletonsForTests, setSingletonForTests } from '@/lib/process-singleton.mjs';
import { keyStore, PARTNER_ID, secretKey } from '../../helpers/api-keys';

// Without consent to its cookie, an affiliate link attributes a swap through the swap flow's
// URL and create request (ADR 0022): each address the flow writes keeps the link's `ref`.

const ID = 'ab12cd34ef56';
const selection: SwapSelection = { from: 'btc', to: 'eth', amount: '0.1', rateType: 'floating' };
const QUERY = 'from=btc&to=eth&amount=0.1&rate=floating';

describe('the swap flow’s addresses', () => {
  it('keep the ref of the URL the visitor came by, at every step', () => {
    expect(selectionUrl({ search: `?from=ltc&ref=${ID}`, hash: '#x' }, selection)).toBe(
      `?${QUERY}&ref=${ID}#x`,
    );
    // Already there: the URL is not rewritten.
    expect(selectionUrl({ search: `?${QUERY}&ref=${ID}`, hash: '' }, selection)).toBeNull();
    expect(flowUrl({ search: `?${QUERY}&ref=${ID}`, hash: '' }, selection, 'changenow')).toBe(
      `?${QUERY}&step=details&provider=changenow&ref=${ID}`,
    );
    expect(flowSearch(selection, 'changenow', ID)).toBe(
      `?${QUERY}&step=details&provider=changenow&ref=${ID}`,
    );
    expect(swapHref(selection, `?ref=${ID}`)).toBe(`/swap?${QUERY}&ref=${ID}`);
  });

  it('drop a malformed ref, and add none without one', () => {
    expect(selectionUrl({ search: '?ref=Bad!', hash: '' }, selection)).toBe(`?${QUERY}`);
    expect(flowSearch(selection, null)).toBe(`?${QUERY}`);
    expect(swapHref(selection)).toBe(`/swap?${QUERY}`);
    expect(swapHref(selection, '?ref=Bad!')).toBe(`/swap?${QUERY}`);
  });
});

describe('orderAttribution without a database', () => {
  const SITE = 'http://localhost:3000';
  const post = (headers: Record<string, string>) =>
    new Request(`${SITE}/api/v1/swaps`, {
      method: 'POST',
      headers: { [CLIENT_IP_HEADER]: '192.0.2.7', ...headers },
    });
  afterEach(() => resetSingletonsForTests(getKeyStore));

  it('keeps a key caller’s own partner: its ref and cookie are ignored', async () => {
    const KEY = 'key123key456';
    setSingletonForTests(getKeyStore, keyStore([KEY]));
    const request = post({ authorization: `Bearer ${secretKey(KEY)}` });
    const caller = await STRATEGIES.partnerKey.identify(request);
    expect(await orderAttribution(caller, request, { ref: ID, cookieRef: ID })).toEqual({
      source: 'api',
      partnerId: PARTNER_ID,
      keyId: KEY,
    });
  });

  it('gives a script on the public API (no Origin) no partner for a ref', async () => {
    const request = post({});
    const caller = await STRATEGIES.public.identify(request);
    expect(await orderAttribution(caller, request, { ref: ID })).toEqual({ source: 'api' });
  });

  it('asks nothing for a malformed or missing ref', async () => {
    const request = post({ origin: SITE });
    const caller = await STRATEGIES.public.identify(request);
    expect(await orderAttribution(caller, request, { ref: 'Bad!', cookieRef: null })).toEqual({
      source: 'web',
    });
  });
});
