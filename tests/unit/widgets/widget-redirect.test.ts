import { describe, expect, it } from 'vitest';
import { declaredRedirect } from '@/lib/pages/declared-url-rules';
import { wantsV2, widgetRedirect } from '@/lib/pages/widget-redirect';

// The spec's widget-redirect (docs/widgets.md): legacy and v2-style parameters on /widget go to
// /v2/widget in our names; /v2/widget's own aliases are renamed in place; nothing else moves.

const q = (search: string) => new URLSearchParams(search);

describe('wantsV2', () => {
  it('is true for v=2, rate=both and any alias of another vendor', () => {
    for (const search of ['v=2', 'rate=both', 'rate=BOTH', 'from_currency=btc', 'darkMode=true']) {
      expect(wantsV2(q(search)), search).toBe(true);
    }
    expect(wantsV2(q('link_id=ab12cd34ef56&from=btc'))).toBe(true);
  });

  it("is false for v1's own parameters, unknown names and a v that is not 2", () => {
    for (const search of [
      '',
      'from=btc&to=eth&amount=0.1&rate=fixed&lock=1&hideLogo=1&theme=dark&ref=ab12cd34ef56',
      'utm_source=x',
      'v=1',
      'rate=floating',
    ]) {
      expect(wantsV2(q(search)), search).toBe(false);
    }
  });
});

describe('widgetRedirect', () => {
  it('sends a legacy snippet on /widget to /v2/widget in our names, partner kept', () => {
    expect(
      widgetRedirect(
        '/widget',
        q('from_currency=BTC&to=eth&amount_from=0.5&link_id=ab12cd34ef56&isFiat&lang=de-DE'),
      ),
    ).toBe('/v2/widget?from=BTC&to=eth&amount=0.5&lang=de-DE&ref=ab12cd34ef56');
  });

  it('maps values that need more than a name (darkMode, fixed, logo)', () => {
    expect(widgetRedirect('/widget', q('darkMode=true&fixed=false&logo=false'))).toBe(
      '/v2/widget?rate=floating&theme=dark&hideLogo=1',
    );
  });

  it('sends v=2 and rate=both to /v2/widget, dropping v and unknown names', () => {
    expect(widgetRedirect('/widget', q('v=2&from=btc&ref=ab12cd34ef56&foo=1'))).toBe(
      '/v2/widget?from=btc&ref=ab12cd34ef56',
    );
    expect(widgetRedirect('/widget/', q('rate=both'))).toBe('/v2/widget?rate=both');
    expect(widgetRedirect('/widget', q('v=2'))).toBe('/v2/widget');
  });

  it('lets our names win over an alias, the first of a repeated name kept', () => {
    expect(widgetRedirect('/widget', q('from_currency=ltc&from=btc&from=doge'))).toBe(
      '/v2/widget?from=btc',
    );
  });

  it('answers a v1 query in place, unknown names and all (the page names them)', () => {
    expect(widgetRedirect('/widget', q('from=btc&foo=1&rate=fixed'))).toBeNull();
    expect(widgetRedirect('/widget', q(''))).toBeNull();
  });

  it("renames /v2/widget's own aliases in place, and leaves a query in our names alone", () => {
    expect(widgetRedirect('/v2/widget', q('from_currency=btc&foo=1'))).toBe('/v2/widget?from=btc');
    expect(widgetRedirect('/v2/widget', q('from=btc&rate=both&foo=1'))).toBeNull();
    expect(widgetRedirect('/v2/widget', q('v=2'))).toBeNull();
  });

  it('never redirects another path', () => {
    expect(widgetRedirect('/swap', q('from_currency=btc&v=2'))).toBeNull();
    expect(widgetRedirect('/widget/x', q('v=2'))).toBeNull();
  });

  it('is stable: its target needs no second redirect', () => {
    for (const search of ['from_currency=btc&link_id=ab12cd34ef56', 'v=2&foo=1', 'rate=both']) {
      const target = widgetRedirect('/widget', q(search))!;
      const [path, query = ''] = target.split('?');
      expect(widgetRedirect(path!, q(query)), search).toBeNull();
    }
  });
});

describe('the declared redirect of the widget pages', () => {
  it('redirect /widget by its declaration, the locale prefix kept', () => {
    expect(declaredRedirect('/widget', q('v=2'))).toBe('/v2/widget');
    expect(declaredRedirect('/de/widget', q('from_currency=btc'))).toBe('/de/v2/widget?from=btc');
    expect(declaredRedirect('/de/widget', q('from=btc'))).toBeNull();
    expect(declaredRedirect('/v2/widget', q('to_currency=eth'))).toBe('/v2/widget?to=eth');
    // A page that declares no redirect is never sent anywhere by it.
    expect(declaredRedirect('/swap', q('v=2&from_currency=btc'))).toBeNull();
  });
});
