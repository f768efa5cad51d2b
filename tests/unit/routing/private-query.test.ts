import { describe, expect, it } from 'vitest';
import { namesPrivateSwap } from '@/lib/routing/private-query';

const check = (path: string, query: string) => namesPrivateSwap(path, new URLSearchParams(query));

describe('namesPrivateSwap', () => {
  it('holds for a swap page or a status page that names a swap, in every locale', () => {
    expect(check('/swap', 'swap=ABCDEF012345')).toBe(true);
    expect(check('/fr/swap', 'from=btc&swap=ABCDEF012345')).toBe(true);
    expect(check('/transaction-status', 'id=ABCDEF012345')).toBe(true);
    expect(check('/ja/transaction-status', 'id=')).toBe(true);
  });

  it('leaves every other page and query alone', () => {
    expect(check('/swap', 'from=btc&to=eth&amount=1')).toBe(false);
    expect(check('/swap', 'id=ABCDEF012345')).toBe(false);
    expect(check('/transaction-status', 'swap=ABCDEF012345')).toBe(false);
    expect(check('/de/transaction-status', '')).toBe(false);
    expect(check('/coin/btc', 'swap=x')).toBe(false);
    expect(check('/swap/x', 'swap=x')).toBe(false);
  });
});
