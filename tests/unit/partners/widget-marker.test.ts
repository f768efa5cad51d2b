import { afterEach, describe, expect, it } from 'vitest';
import { flowSearch, flowUrl } from '@/components/exchange/checkout/details-url';
import { selectionUrl } from '@/components/exchange/swap-query';
import type { SwapSelection } from '@/components/exchange/types';
import { swapLink } from '@/components/widget-compact/compact-widget';
import { orderAttribution, STRATEGIES } from '@/lib/api/auth';
import { getKeyStore } from '@/lib/api/auth/keys';
import { CLIENT_IP_HEADER } from '@/lib/api/client-ip';
import { widgetOfSearch, withWidgetMarker } from '@/lib/api/auth/widget-marker';
import { resetSingletonsForTests, setSingletonForTests } from '@/lib/process-singleton.mjs';
import { createSwapSchema } from '@/lib/swaps/contract';
import { keyStore, PARTNER_ID, secretKey } from '../../helpers/api-keys';

// The compact widget's marker (lib/api/auth/widget-marker.ts): its link opens /swap with the
// partner's ref and widget=v1; the flow keeps both in its URL and sends both with the create
// request; the site's own form so marked records the source widget-v1 and the ref's partner.

const ID = 'ab12cd34ef56';
const selection: SwapSelection = { from: 'btc', to: 'eth', amount: '0.1', rateType: 'fixed' };
const QUERY = 'from=btc&to=eth&amount=0.1&rate=fixed';
const MARKED = `?${QUERY}&ref=${ID}&widget=v1`;

describe('the marker', () => {
  it('reads only v1: the one widget that opens the site’s flow in a tab', () => {
    expect(widgetOfSearch('?a=1&widget=v1')).toBe('v1');
    for (const search of ['?widget=v2', '?widget=V1', '?widget=', '?a=1', '']) {
      expect(widgetOfSearch(search), search).toBeNull();
    }
    expect(withWidgetMarker('?a=1', 'v1')).toBe('?a=1&widget=v1');
    expect(withWidgetMarker('', 'v1')).toBe('?widget=v1');
    expect(withWidgetMarker('?a=1', null)).toBe('?a=1');
  });
});

describe("the compact widget's link", () => {
  it('opens /swap in the widget’s language with the pair, amount, rate, partner and marker', () => {
    expect(swapLink('en', { ...selection }, ID)).toBe(`/swap${MARKED}`);
    expect(swapLink('de', { ...selection }, null)).toBe(`/de/swap?${QUERY}&widget=v1`);
    // An amount being typed is left out: the flow starts with its default.
    expect(swapLink('en', { ...selection, amount: '0,' }, null)).toBe(
      '/swap?from=btc&to=eth&rate=fixed&widget=v1',
    );
  });
});

describe('the swap flow’s addresses', () => {
  it('keep the marker beside the ref at every step', () => {
    expect(selectionUrl({ search: `?from=ltc&ref=${ID}&widget=v1`, hash: '' }, selection)).toBe(
      MARKED,
    );
    expect(selectionUrl({ search: MARKED, hash: '' }, selection)).toBeNull();
    expect(flowUrl({ search: MARKED, hash: '' }, selection, 'changenow')).toBe(
      `?${QUERY}&step=details&provider=changenow&ref=${ID}&widget=v1`,
    );
    expect(flowSearch(selection, 'changenow', null, 'v1')).toBe(
      `?${QUERY}&step=details&provider=changenow&widget=v1`,
    );
  });

  it('drop an unknown marker', () => {
    expect(selectionUrl({ search: '?widget=v2', hash: '' }, selection)).toBe(`?${QUERY}`);
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

  it('accepts widget v1 and v2 and refuses anything else', () => {
    expect(createSwapSchema.parse({ ...body, widget: 'v1' }).widget).toBe('v1');
    expect(createSwapSchema.parse({ ...body, widget: 'v2' }).widget).toBe('v2');
    expect(createSwapSchema.safeParse({ ...body, widget: 'widget-v1' }).success).toBe(false);
    expect(createSwapSchema.parse(body).widget).toBeUndefined();
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

  it("records widget-v1 for the site's own form so marked", async () => {
    const request = post({ origin: SITE });
    const caller = await STRATEGIES.public.identify(request);
    expect(await orderAttribution(caller, request, { widget: 'v1' })).toEqual({
      source: 'widget-v1',
    });
    // A malformed ref asks nothing; the marker still counts.
    expect(await orderAttribution(caller, request, { widget: 'v1', ref: 'Bad!' })).toEqual({
      source: 'widget-v1',
    });
  });

  it('keeps a script without the site’s Origin, and a key caller, what they are', async () => {
    const script = post({});
    const publicCaller = await STRATEGIES.public.identify(script);
    expect(await orderAttribution(publicCaller, script, { widget: 'v1' })).toEqual({
      source: 'api',
    });
    const KEY = 'key123key456';
    setSingletonForTests(getKeyStore, keyStore([KEY]));
    const keyed = post({ authorization: `Bearer ${secretKey(KEY)}` });
    const keyCaller = await STRATEGIES.partnerKey.identify(keyed);
    expect(await orderAttribution(keyCaller, keyed, { widget: 'v1' })).toEqual({
      source: 'api',
      partnerId: PARTNER_ID,
      keyId: KEY,
    });
  });
});
