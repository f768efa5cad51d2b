import { describe, expect, it } from 'vitest';
import { createBridge, embeddingOrigin, type FrameWindow } from '@/components/embed/widget-bridge';
import { widgetConfig, type WidgetPartner } from '@/components/embed/widget-config';
import { widgetLocaleOf } from '@/lib/widgets/locale';
import { parseWidgetParams } from '@/lib/widgets/params';
import { isWidgetMessage, type WidgetEvent } from '@/lib/widgets/events';

// /v2/widget's pure parts (docs/widgets.md): what it opens with, which language it speaks, and
// to whom it posts its events.

const KNOWN = new Set(['btc', 'eth', 'usdttrc20', 'xmr']);
const exists = (code: string) => KNOWN.has(code);
const PARTNER: WidgetPartner = {
  partnerId: 'act1ve000001',
  theme: { primary: '#112233', background: '#fafafa', radius: 2 },
  displayName: 'Wallet',
  logoUrl: 'https://cdn.wallet.example/logo.svg',
  hideLogoAllowed: false,
  allowedOrigins: ['https://wallet.example'],
};
const configOf = (query: string, partner: WidgetPartner | null = null) =>
  widgetConfig(parseWidgetParams(query), exists, partner);

describe('the widget’s starting state', () => {
  it('opens with the defaults and names nothing without parameters', () => {
    const config = configOf('');
    expect(config.selection).toEqual({
      from: 'btc',
      to: 'eth',
      amount: '0.1',
      rateType: 'floating',
    });
    expect(config).toMatchObject({ rateChoice: true, lockPair: false, hideLogo: false });
    expect(config.partner).toBeNull();
    expect(config.ignored).toEqual([]);
    expect(config.scheme).toBe('auto');
  });

  it('takes a known pair, an amount, a rate type and a lock', () => {
    const config = configOf('from=xmr&to=usdttrc20&amount=2,5&rate=fixed&lock=1&theme=dark');
    expect(config.selection).toEqual({
      from: 'xmr',
      to: 'usdttrc20',
      amount: '2.5',
      rateType: 'fixed',
    });
    expect(config).toMatchObject({ rateChoice: false, lockPair: true, scheme: 'dark' });
    expect(configOf('rate=floating').rateChoice).toBe(false);
  });

  it('drops an unknown coin, a bad colour and an amount out of range, and says so', () => {
    const config = configOf('from=nocoin&to=xmr&amount=99999999999&primary=red&radius=99&x=1');
    expect(config.selection).toMatchObject({ from: 'btc', to: 'xmr', amount: '0.1' });
    expect(config.theme).toEqual({});
    expect(config.ignored.map((item) => item.name).sort()).toEqual(
      ['amount', 'from', 'primary', 'radius', 'x'].sort(),
    );
    // The other side of a lone coin is its usual counterpart, never the coin itself.
    expect(configOf('from=eth').selection).toMatchObject({ from: 'eth', to: 'btc' });
    expect(configOf('to=btc').selection).toMatchObject({ from: 'eth', to: 'btc' });
  });

  it('puts the URL’s colours over the partner’s stored theme', () => {
    const config = configOf('ref=act1ve000001&primary=0a7f5a', PARTNER);
    expect(config.theme).toEqual({ primary: '#0a7f5a', background: '#fafafa', radius: 2 });
    expect(config.partner).toEqual({
      id: 'act1ve000001',
      displayName: 'Wallet',
      logoUrl: 'https://cdn.wallet.example/logo.svg',
      allowedOrigins: ['https://wallet.example'],
    });
  });

  it('honours hideLogo only for a partner allowed it, and names an unknown ref', () => {
    expect(configOf('ref=act1ve000001&hideLogo=1', PARTNER)).toMatchObject({
      hideLogo: false,
      ignored: [{ name: 'hideLogo', reason: 'invalid' }],
    });
    const allowed = { ...PARTNER, hideLogoAllowed: true };
    expect(configOf('ref=act1ve000001&hideLogo=1', allowed)).toMatchObject({
      hideLogo: true,
      ignored: [],
    });
    expect(configOf('ref=nobody000000').ignored).toEqual([{ name: 'ref', reason: 'invalid' }]);
    expect(configOf('hideLogo=1').hideLogo).toBe(false);
  });

  it('never takes a fee or a rate from the URL', () => {
    const config = configOf('fee=0&rate=0.5&commission=1&amountTo=100');
    const { ignored, ...kept } = config;
    expect(config.selection.rateType).toBe('floating');
    expect(JSON.stringify(kept)).not.toMatch(/fee|commission|amountTo|"0\.5"/);
    // Named as left out, so a host sees its snippet asked for something the widget does not take.
    expect(ignored.map((item) => item.name)).toEqual(['fee', 'rate', 'commission', 'amountTo']);
  });
});

describe('the widget’s language', () => {
  const params = (query: string) => new URLSearchParams(query);
  it('is `lang`, else the path’s prefix, else the browser’s, else English', () => {
    expect(widgetLocaleOf('/v2/widget', params('lang=de-CH'), 'ja')).toBe('de');
    expect(widgetLocaleOf('/fr/v2/widget', params('lang=ja'), null)).toBe('ja');
    expect(widgetLocaleOf('/fr/v2/widget', params(''), 'ja')).toBe('fr');
    expect(widgetLocaleOf('/v2/widget', params(''), 'ja-JP,ja;q=0.9')).toBe('ja');
    expect(widgetLocaleOf('/v2/widget', params('lang=xx'), 'zz')).toBe('en');
    expect(widgetLocaleOf('/v2/widget', params(''), null)).toBe('en');
  });
  it('is not chosen for any other path', () => {
    expect(widgetLocaleOf('/swap', params('lang=de'), 'de')).toBeNull();
    expect(widgetLocaleOf('/v2/widget/x', params(''), 'de')).toBeNull();
  });
});

/** A frame whose parent records what it is sent. */
function frameOf(options: { ancestors?: string[]; referrer?: string; top?: boolean }) {
  const sent: { message: unknown; target: string }[] = [];
  const parent = {
    postMessage: (message: unknown, target: string) => sent.push({ message, target }),
  };
  const self = {};
  const frame: FrameWindow = {
    parent: options.top ? (self as FrameWindow['parent']) : parent,
    self,
    location: options.ancestors ? { ancestorOrigins: options.ancestors } : {},
    document: { referrer: options.referrer ?? '' },
  };
  return { frame, sent };
}

const EVENTS: WidgetEvent[] = [
  { type: 'ready', widget: 'v2', lang: 'en', ignored: [] },
  { type: 'resize', height: 640 },
  { type: 'swap_created', swapId: 'S1', from: 'btc', to: 'eth', amountFrom: '0.1' },
  { type: 'status_changed', swapId: 'S1', status: 'exchanging' },
  { type: 'finished', swapId: 'S1', status: 'finished' },
];

describe('the host bridge', () => {
  const allowed = ['https://wallet.example'];

  it('knows the embedding origin from ancestorOrigins, else the referrer, if the partner lists it', () => {
    expect(embeddingOrigin(frameOf({ ancestors: ['https://wallet.example'] }).frame, allowed)).toBe(
      'https://wallet.example',
    );
    expect(
      embeddingOrigin(frameOf({ referrer: 'https://wallet.example/pay?x=1' }).frame, allowed),
    ).toBe('https://wallet.example');
    // The browser's ancestor list wins over a referrer.
    const both = frameOf({
      ancestors: ['https://evil.example'],
      referrer: 'https://wallet.example/',
    });
    expect(embeddingOrigin(both.frame, allowed)).toBeNull();
    expect(embeddingOrigin(frameOf({ referrer: 'not a url' }).frame, allowed)).toBeNull();
    expect(embeddingOrigin(frameOf({}).frame, allowed)).toBeNull();
  });

  it('sends every event, in our envelope, to the known origin only', () => {
    const { frame, sent } = frameOf({ ancestors: ['https://wallet.example'] });
    const bridge = createBridge(frame, allowed);
    for (const event of EVENTS) expect(bridge.post(event)).toBe(true);
    expect(sent.map((item) => item.target)).toEqual(EVENTS.map(() => 'https://wallet.example'));
    expect(sent.every((item) => isWidgetMessage(item.message))).toBe(true);
    expect(sent.map((item) => (item.message as { event: WidgetEvent }).event)).toEqual(EVENTS);
  });

  it('sends only ready and resize, to "*", to a host it cannot name', () => {
    for (const options of [{ ancestors: ['https://other.example'] }, {}]) {
      const { frame, sent } = frameOf(options);
      const bridge = createBridge(frame, allowed);
      EVENTS.forEach((event) => bridge.post(event));
      expect(
        sent.map((item) => [(item.message as { event: WidgetEvent }).event.type, item.target]),
      ).toEqual([
        ['ready', '*'],
        ['resize', '*'],
      ]);
    }
    // Without a partner, no origin is known.
    const { frame, sent } = frameOf({ ancestors: ['https://wallet.example'] });
    createBridge(frame, []).post(EVENTS[2]!);
    expect(sent).toEqual([]);
  });

  it('sends nothing when the page is not framed', () => {
    const { frame, sent } = frameOf({ top: true, ancestors: [] });
    const bridge = createBridge(frame, allowed);
    EVENTS.forEach((event) => bridge.post(event));
    expect(sent).toEqual([]);
  });
});
