import { describe, expect, it } from 'vitest';
import { coinOfSearch, coinSearchRedirectPath } from '@/lib/catalogue/coin-search';

// The 404 page's coin search (a GET form to /coin): a term naming a coin goes to its page.

describe('coin search', () => {
  it.for([
    ['btc', 'btc'],
    ['  BTC ', 'btc'],
    ['Bitcoin', 'btc'],
    ['ethereum', 'eth'],
    // A ticker several networks share names its most popular listing, as in pair paths.
    ['usdt', 'usdttrc20'],
  ] as const)('%j names %s', ([term, code]) => {
    expect(coinOfSearch(term)).toBe(code);
  });

  it.for(['', '   ', 'bitcon', 'x'.repeat(65)])('%j names no coin', (term) => {
    expect(coinOfSearch(term)).toBeNull();
  });

  it('redirects a search of the coin list, in its locale, and nothing else', () => {
    const query = (q: string) => new URLSearchParams({ q });
    expect(coinSearchRedirectPath('/coin', query('Bitcoin'))).toBe('/coin/btc');
    expect(coinSearchRedirectPath('/de/coin', query('eth'))).toBe('/de/coin/eth');
    expect(coinSearchRedirectPath('/de/coin', query('bitcon'))).toBeNull();
    expect(coinSearchRedirectPath('/coin', new URLSearchParams())).toBeNull();
    expect(coinSearchRedirectPath('/swap', query('btc'))).toBeNull();
    expect(coinSearchRedirectPath('/coin/page-2', query('btc'))).toBeNull();
  });
});
