import { describe, expect, it } from 'vitest';
import { formatAmount, normaliseAmountInput } from '@/components/asset/amount';
import { coinItem } from '@/components/asset/picker/coin-picker';
import { filterItems } from '@/components/asset/picker/filter';
import { CURRENCIES } from '../exchange/fixtures';

// The asset kit's pure parts (components/asset): amounts typed and read in the locale, and the
// picker's search over coins (moved here from tests/unit/exchange/units.test.ts).

const coins = (query: string) => filterItems(CURRENCIES.map(coinItem), query);

describe('amount input', () => {
  it.each([
    ['0,5', 'fr', '0.5'],
    ['0.5', 'fr', '0.5'],
    ['1 000,25', 'fr', '1000.25'],
    ['1,000.25', 'en', '1000.25'],
    ['1,000', 'en', '1000'],
    ['0,5', 'en', '0.5'],
    ['1.000,5', 'de', '1000.5'],
    ['', 'en', ''],
  ])('reads %s typed in %s as %s', (typed, locale, value) => {
    expect(normaliseAmountInput(typed, locale)).toBe(value);
  });

  it('refuses text that is not a number', () => {
    expect(normaliseAmountInput('0.1a', 'en')).toBeNull();
    expect(normaliseAmountInput('1.2.3', 'en')).toBe('123');
  });

  it('formats amounts for reading in the locale', () => {
    expect(formatAmount('1234.5', 'de')).toBe('1.234,5');
    expect(formatAmount('0.000123456789', 'en')).toBe('0.00012346');
  });
});

describe('coin search', () => {
  it('finds coins by ticker, name and network badge, exact ticker first', () => {
    expect(coins('trc20').map((c) => c.code)).toEqual(['usdttrc20']);
    expect(coins('ether').map((c) => c.code)).toEqual(['eth', 'usdttrc20']);
    expect(coins('xrp')[0]?.code).toBe('xrp');
    expect(coins('tron').map((c) => c.code)).toEqual(['usdttrc20']);
    expect(coins('')).toHaveLength(CURRENCIES.length);
  });
});
