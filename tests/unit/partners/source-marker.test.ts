import { afterEach, describe, expect, it } from 'vitest';
import { flowSearch, flowUrl } from '@/components/exchange/checkout/details-url';
import { selectionUrl } from '@/components/exchange/swap-query';
import type { SwapSelection } from '@/components/exchange/types';
import { swapLink } from '@/components/widget-compact/compact-widget';
import { orderAttribution, STRATEGIES } from '@/lib/api/auth';
import { getKeyStore } from '@/lib/api/auth/keys';
import { CLIENT_IP_HEADER } from '@/lib/api/client-ip';
import { sourceOfSearch, withSourceMarker } from '@/lib/api/auth/source-marker';
import { resetSingletonsForTests, setSingletonForTests } from '@/lib/process-singleton.mjs';
import { createSwapSchema } from '@/lib/swaps/contract';
import { keyStore, PARTNER_ID, secretKey } from '../../helpers/api-keys';

// The source marker (lib/api/auth/source-marker.ts): the compact widget's link opens /swap with
// the partner's ref and source=widget-v1, the bot's with source=bot; the flow keeps both in its
// URL and sends both with the create request; the site's own form so marked records the source
// and the ref's partner.

const ID = 'ab12cd34ef56';
const selection: SwapSelection = { from: 'btc', to: 'eth', amount: '0.1', rateType: 'fixed' };
const QUERY = 'from=btc&to=eth&amount=0.1&rate=fixed';
const MARKED = `?${QUERY}&ref=${ID}&source=widget-v1`;

describe('the marker', () => {
  it('reads only the doors that open the site’s flow in a tab: the compact widget and the bot', () => {
    expect(sourceOfSearch('?a=1&source=widget-v1')).toBe('widget-v1');
    expect(sourceOfSearch('?source=bot')).toBe('bot');
    for (const search of [
      '?source=widget-v2',
      '?source=web',
      '?source=BOT',
      '?source=',
      '?a=1',
      '',
    ]) {
      expect(sourceOfSearch(search), search).toBeNull();
    }
    expect(withSourceMarker('?a=1', 'widget-v1')).toBe('?a=1&source=widget-v1');
    expect(withSourceMarker('', 'bot')).toBe('?source=bot');
    expect(withSourceMarker('?a=1', null)).toBe('?a=1');
  });
});

describe("the compact widget's link", () => {
  it('opens /swap in the widget’s language with the pair, amount, rate, partner and marker', () => {
    expect(swapLink('en', { ...selection }, ID)).toBe(`/swap${MARKED}`);
    expect(swapLink('de', { ...selection }, null)).toBe(`/de/swap?${QUERY}&source=widget-v1`);
    // An amount being typed is left out: the flow starts with its default.
    expect(swapLink('en', { ...selection, amount: '0,' }, null)).toBe(
      '/swap?from=btc&to=eth&rate=fixed&source=widget-v1',
    );
  });
});

describe('the swap flow’s addresses', () => {
  it('keep the marker beside the ref at every step', () => {
    expect(
      selectionUrl({ search: `?from=ltc&ref=${ID}&source=widget-v1`, hash: '' }, selection),
    ).toBe(MARKED);
    expect(selectionUrl({ search: MARKED, hash: '' }, selection)).toBeNull();
    expect(flowUrl({ search: MARKED, hash: '' }, selection, 'changenow')).toBe(
      `?${QUERY}&step=details&provider=changenow&ref=${ID}&source=widget-v1`,
    );
    expect(flowSearch(selection, 'changenow', null, 'bot')).toBe(
      `?${QUERY}&step=details&provider=changenow&source=bot`,
    );
  });

  it('drop an unknown marker', () => {
    expect(selectionUrl({ search: '?source=api', hash: '' }, selection)).toBe(`?${QUERY}`);
  });
});

describe('the create request', () => {
  const body = {
    provider: 'changenow',
    from: 'btc',
    to: 'eth',
    amount: '0.1',
    direction: 'direct',
    rateType: 'floating',
    payoutAddress: '0x0000000000000000000000000000000000000001',
    acceptTerms: true,
  };

  it('accepts the two widgets and the bot and refuses anything else', () => {
    for (const source of ['widget-v1', 'widget-v2', 'bot'] as const) {
      expect(createSwapSchema.parse({ ...body, source }).source).toBe(source);
    }
    for (const source of ['web', 'api', 'v1']) {
      expect(createSwapSchema.safeParse({ ...body, source }).success, source).toBe(false);
    }
    expect(createSwapSchema.parse(body).source).toBeUndefined();
  });
});

describe('orderAttribution of a marked request', () => {
  const SITE = 'http://localhost:3000';
  const post = (headers: Record<string, string>) =>
    new Request(`${SITE}/api/v1/swaps`, {
      method: 'POST',
      headers: { [CLIENT_IP_HEADER]: '192.0.2.7', ...headers },
    });
  afterEach(() => resetSingletonsForTests(getKeyStore));

  it("records the marked source for the site's own form", async () => {
    const request = post({ origin: SITE });
    const caller = await STRATEGIES.public.identify(request);
    expect(await orderAttribution(caller, request, { source: 'widget-v1' })).toEqual({
      source: 'widget-v1',
    });
    expect(await orderAttribution(caller, request, { source: 'bot' })).toEqual({ source: 'bot' });
    // A malformed ref asks nothing; the marker still counts.
    expect(await orderAttribution(caller, request, { source: 'widget-v1', ref: 'Bad!' })).toEqual({
      source: 'widget-v1',
    });
  });

  it('keeps a script without the site’s Origin, and a key caller, what they are', async () => {
    const script = post({});
    const publicCaller = await STRATEGIES.public.identify(script);
    expect(await orderAttribution(publicCaller, script, { source: 'widget-v1' })).toEqual({
      source: 'api',
    });
    const KEY = 'key123key456';
    setSingletonForTests(getKeyStore, keyStore([KEY]));
    const keyed = post({ authorization: `Bearer ${secretKey(KEY)}` });
    const keyCaller = await STRATEGIES.partnerKey.identify(keyed);
    expect(await orderAttribution(keyCaller, keyed, { source: 'widget-v1' })).toEqual({
      source: 'api',
      partnerId: PARTNER_ID,
      keyId: KEY,
    });
  });
});
