import { describe, expect, it } from 'vitest';
import {
  mapLegacyParams,
  parseWidgetParams,
  readHexColour,
  widgetQuery,
  WIDGET_DEFAULTS,
} from '@/lib/widgets/params';

// The widgets' URL rules: what a host may ask for, what is dropped and named, and the aliases of
// other widgets' snippets.

describe('parseWidgetParams', () => {
  it('reads every parameter of a full snippet', () => {
    const { params, ignored } = parseWidgetParams(
      'from=BTC&to=eth&amount=0,5&rate=fixed&lang=de-DE&theme=dark&primary=0a7&background=%23FFFFFF&radius=12px&ref=ab12cd34ef56&lock=1&hideLogo=true',
    );
    expect(ignored).toEqual([]);
    expect(params).toEqual({
      from: 'btc',
      to: 'eth',
      amount: '0.5',
      rate: 'fixed',
      lang: 'de',
      theme: 'dark',
      primary: '#00aa77',
      background: '#ffffff',
      radius: 12,
      ref: 'ab12cd34ef56',
      lock: true,
      hideLogo: true,
    });
  });

  it('opens with the defaults and names what it could not use', () => {
    const { params, ignored } = parseWidgetParams(
      'from=b%20tc&amount=-1&rate=best&lang=xx&theme=pink&primary=red&radius=99&ref=Partner&lock=maybe&fee=5&from=eth',
    );
    expect(params).toEqual({ ...WIDGET_DEFAULTS });
    expect(ignored).toEqual([
      { name: 'from', reason: 'invalid' },
      { name: 'amount', reason: 'invalid' },
      { name: 'rate', reason: 'invalid' },
      { name: 'lang', reason: 'invalid' },
      { name: 'theme', reason: 'invalid' },
      { name: 'primary', reason: 'invalid' },
      { name: 'radius', reason: 'invalid' },
      { name: 'ref', reason: 'invalid' },
      { name: 'lock', reason: 'invalid' },
      { name: 'fee', reason: 'unknown' },
      { name: 'from', reason: 'duplicate' },
    ]);
  });

  it('drops the second coin of a same-coin pair', () => {
    const { params, ignored } = parseWidgetParams('from=btc&to=btc');
    expect(params.from).toBe('btc');
    expect(params.to).toBeUndefined();
    expect(ignored).toEqual([{ name: 'to', reason: 'invalid' }]);
  });

  it('reads a bare flag as set', () => {
    expect(parseWidgetParams('lock').params.lock).toBe(true);
    expect(parseWidgetParams('lock=0').params.lock).toBe(false);
  });
});

describe('widgetQuery', () => {
  it('writes our names in a fixed order, defaults left out', () => {
    expect(
      widgetQuery({ ref: 'ab12cd34ef56', to: 'eth', from: 'btc', rate: 'both', lock: true }),
    ).toBe('from=btc&to=eth&ref=ab12cd34ef56&lock=1');
  });

  it('round-trips through parseWidgetParams', () => {
    const { params } = parseWidgetParams(
      'from=xmr&to=usdttrc20&amount=12.5&rate=floating&theme=light&primary=%23112233&radius=0',
    );
    expect(parseWidgetParams(widgetQuery(params)).params).toEqual(params);
  });
});

describe('mapLegacyParams', () => {
  it('maps other widgets’ names to ours and drops the rest', () => {
    const { query, dropped } = mapLegacyParams(
      'from_currency=btc&to_currency=eth&amount_from=0.2&link_id=ab12cd34ef56&primaryColor=00C26F&darkMode=true&FAQ=true&horizontal=false',
    );
    expect(query.toString()).toBe(
      'from=btc&to=eth&amount=0.2&theme=dark&primary=00C26F&ref=ab12cd34ef56',
    );
    expect(dropped).toEqual(['FAQ', 'horizontal']);
  });

  it('keeps our own name over an alias, and the first of each', () => {
    const { query } = mapLegacyParams('from_currency=xmr&from=btc&from=ltc&fixed=false&logo=false');
    expect(query.get('from')).toBe('btc');
    expect(query.get('rate')).toBe('floating');
    expect(query.get('hideLogo')).toBe('1');
  });
});

describe('readHexColour', () => {
  it.for([
    ['#ABC', '#aabbcc'],
    ['00c26f', '#00c26f'],
    [' #112233 ', '#112233'],
  ])('reads %s as %s', ([input, output]) => {
    expect(readHexColour(input!)).toBe(output);
  });

  it.for(['red', '#12345', 'url(x)', '#1122334', ''])('refuses %j', (input) => {
    expect(readHexColour(input)).toBeNull();
  });
});
