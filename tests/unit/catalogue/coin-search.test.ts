import { describe, expect, it } from 'vitest';
import { searchCoins, type SearchCoin } from '@/components/catalogue/coins/coin-search-core';

const coin = (
  code: string,
  name: string,
  usd: number | null,
  network = { name: 'Ethereum', badge: 'ERC20' },
): SearchCoin => ({
  code,
  ticker: code.slice(0, 4).toUpperCase(),
  name,
  icon: '',
  network,
  popular: false,
  usd,
});

// In the catalogue's order, as GET /api/v1/currencies answers it.
const list = [
  coin('btc', 'Bitcoin', 100_000, { name: 'Bitcoin', badge: 'BTC' }),
  coin('usdttrc20', 'Tether', 1, { name: 'TRON', badge: 'TRC20' }),
  coin('usdterc20', 'Tether', 1),
  coin('aave', 'Aave', null),
  coin('xmr', 'Monero', 300, { name: 'Monero', badge: 'XMR' }),
];

const codes = (coins: SearchCoin[]) => coins.map((c) => c.code);

describe('searchCoins', () => {
  it('keeps the catalogue order and everything for an empty query', () => {
    expect(codes(searchCoins(list, '  ', 'popular'))).toEqual(codes(list));
  });

  it('matches every word in name, ticker, code or network, ignoring case and accents', () => {
    expect(codes(searchCoins(list, 'tether tron', 'popular'))).toEqual(['usdttrc20']);
    expect(codes(searchCoins(list, 'ERC20', 'popular'))).toEqual(['usdterc20', 'aave']);
    expect(codes(searchCoins(list, 'MÔNERO', 'popular'))).toEqual(['xmr']);
    expect(searchCoins(list, 'nothing', 'popular')).toEqual([]);
  });

  it('sorts by name, or by price with unknown prices last', () => {
    expect(codes(searchCoins(list, '', 'name'))).toEqual([
      'aave',
      'btc',
      'xmr',
      'usdterc20',
      'usdttrc20',
    ]);
    expect(codes(searchCoins(list, '', 'priceDesc'))).toEqual([
      'btc',
      'xmr',
      'usdttrc20',
      'usdterc20',
      'aave',
    ]);
    expect(codes(searchCoins(list, '', 'priceAsc'))).toEqual([
      'usdttrc20',
      'usdterc20',
      'xmr',
      'btc',
      'aave',
    ]);
  });
});
