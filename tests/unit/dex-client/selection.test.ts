import { describe, expect, it } from 'vitest';
import { DEX_CHAINS } from '@/lib/dex/chains';
import { dexSelection } from '@/lib/dex/selection';
import { curatedTokens } from '@/lib/dex/tokens';

// What /dex?chain=&from=&to= opens on: a valid query chooses, anything else falls back quietly.

const query = (search: string) => dexSelection(new URLSearchParams(search));
const usdc = (chainId: number) => curatedTokens(chainId).find((token) => token.symbol === 'USDC');

describe('the /dex query', () => {
  it('opens on Ethereum without a query, with no tokens preset', () => {
    expect(query('')).toEqual({ chainId: 1, from: undefined, to: undefined });
  });

  it('takes every DEX chain by its slug, in any letter case', () => {
    for (const chain of DEX_CHAINS) {
      expect(query(`chain=${chain.slug}`).chainId, chain.slug).toBe(chain.id);
      expect(query(`chain=${chain.slug.toUpperCase()}`).chainId).toBe(chain.id);
    }
  });

  it('falls back to Ethereum for a chain the site does not serve or a chain id instead of a slug', () => {
    for (const value of ['solana', 'sepolia', '56', '', 'bsc%00']) {
      expect(query(`chain=${value}`).chainId, value).toBe(1);
    }
  });

  it('checksums token addresses given in any case', () => {
    const address = '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48';
    expect(query(`from=${address}`).from).toBe('0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48');
  });

  it("reads a curated symbol on the chosen chain, as that chain's address", () => {
    const polygonUsdc = usdc(137);
    expect(polygonUsdc).toBeDefined();
    expect(query('chain=polygon&from=pol&to=usdc')).toEqual({
      chainId: 137,
      from: curatedTokens(137)[0]?.address,
      to: polygonUsdc?.address,
    });
    expect(query('to=USDC').to).toBe(usdc(1)?.address);
  });

  it('ignores what is neither an address nor a curated symbol, and a pair of one token', () => {
    expect(query('from=0x1234&to=notatoken').from).toBeUndefined();
    expect(query('from=0x1234&to=notatoken').to).toBeUndefined();
    expect(query(`from=usdc&to=${'a'.repeat(200)}`).to).toBeUndefined();
    expect(query('from=usdc&to=USDC')).toEqual({
      chainId: 1,
      from: usdc(1)?.address,
      to: undefined,
    });
  });
});
