import { describe, expect, it } from 'vitest';
import { explorerUrl, toTokenRef, type Currency } from '@/lib/catalogue';
import { validateAddress } from '@/lib/catalogue/address';
import { COINGECKO_IDS } from '@/lib/catalogue/data/coingecko';
import { SEED_CURRENCIES } from '@/lib/catalogue/data/currencies';
import { PRICE_SNAPSHOT } from '@/lib/catalogue/data/price-snapshot';
import { getNetwork, NETWORKS } from '@/lib/catalogue/networks';

const REQUIRED_NETWORKS = `bitcoin ethereum bsc tron solana polygon arbitrum optimism base avalanche
  ton ripple stellar litecoin dogecoin bitcoincash cardano polkadot cosmos monero zcash dash tezos
  algorand near aptos sui hedera eos filecoin vechain kaspa ethereumclassic cronos fantom zksync
  linea celo kava osmosis injective bitcoinsv ravencoin digibyte decred nano iota neo waves zilliqa
  icon harmony theta multiversx flow stacks sei`.split(/\s+/);

describe('catalogue data', () => {
  it('names the EIP-155 chain id of the EVM chains, and of no other network', () => {
    const chains = NETWORKS.filter((network) => network.chainId !== undefined);
    for (const network of chains) {
      expect(network.addressKind, network.code).toBe('evm');
      expect(Number.isInteger(network.chainId), network.code).toBe(true);
    }
    const ids = chains.map((network) => network.chainId);
    expect(new Set(ids).size).toBe(ids.length);
    const codes = chains.map((network) => network.code);
    for (const code of [
      'ethereum',
      'bsc',
      'polygon',
      'arbitrum',
      'optimism',
      'base',
      'avalanche',
    ]) {
      expect(codes).toContain(code);
    }
    // EVM-style addresses on a chain of their own protocol: no EIP-155 id an aggregator takes.
    expect(getNetwork('vechain')?.chainId).toBeUndefined();
    expect(getNetwork('ethereum')?.chainId).toBe(1);
    expect(getNetwork('base')?.chainId).toBe(8453);
  });

  it('gives a token ref for currencies on EVM chains only', () => {
    const byCode = (code: string): Currency => {
      const seed = SEED_CURRENCIES.find((currency) => currency.code === code)!;
      return { ...seed, network: getNetwork(seed.network)!, icon: '' };
    };
    expect(toTokenRef(byCode('eth'))).toEqual({
      chainId: 1,
      address: `0x${'0'.repeat(40)}`,
      decimals: 18,
      native: true,
    });
    const usdt = byCode('usdterc20');
    expect(toTokenRef(usdt)).toEqual({
      chainId: 1,
      address: usdt.contract,
      decimals: usdt.decimals,
      native: false,
    });
    expect(toTokenRef(byCode('btc'))).toBeNull();
  });

  it('has every network code of the shared contract, once, lower-case', () => {
    const codes = NETWORKS.map((network) => network.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of REQUIRED_NETWORKS) expect(codes, code).toContain(code);
    for (const code of codes) expect(code).toMatch(/^[a-z0-9]+$/);
  });

  it('has unique lower-case currency codes on known networks', () => {
    const codes = SEED_CURRENCIES.map((currency) => currency.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const currency of SEED_CURRENCIES) {
      expect(currency.code).toMatch(/^[a-z0-9]+$/);
      expect(currency.ticker).toBe(currency.ticker.toUpperCase());
      expect(getNetwork(currency.network), currency.code).not.toBeNull();
      expect(currency.decimals).toBeGreaterThanOrEqual(0);
    }
    for (const code of ['btc', 'eth', 'xrp', 'xlm', 'sol', 'ltc', 'trx', 'doge', 'usdttrc20']) {
      expect(codes).toContain(code);
    }
    for (const code of ['usdterc20', 'usdtbsc', 'usdcerc20', 'bnbbsc', 'ton', 'ada']) {
      expect(codes).toContain(code);
    }
  });

  it('has valid contract addresses on address-checked networks', () => {
    for (const currency of SEED_CURRENCIES) {
      const network = getNetwork(currency.network);
      if (!currency.contract || !network) continue;
      if (!['evm', 'tron', 'solana', 'ton'].includes(network.addressKind)) continue;
      expect(validateAddress(network, currency.contract), currency.code).toEqual({ valid: true });
    }
  });

  it('has distinct popular ranks and a price and CoinGecko id for every ticker', () => {
    const ranks = SEED_CURRENCIES.flatMap((currency) => currency.popularRank ?? []);
    expect(new Set(ranks).size).toBe(ranks.length);
    for (const { ticker } of SEED_CURRENCIES) {
      expect(PRICE_SNAPSHOT[ticker], ticker).toBeGreaterThan(0);
      expect(COINGECKO_IDS[ticker], ticker).toBeTruthy();
    }
  });

  it('builds explorer links', () => {
    const bitcoin = getNetwork('bitcoin');
    const monero = getNetwork('monero');
    if (!bitcoin || !monero) throw new Error('missing network');
    expect(explorerUrl(bitcoin, 'tx', 'abc')).toBe('https://mempool.space/tx/abc');
    expect(explorerUrl(bitcoin, 'address', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa')).toBe(
      'https://mempool.space/address/1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa',
    );
    expect(explorerUrl(monero, 'address', '44AFF')).toBeNull();
    expect(explorerUrl(bitcoin, 'tx', '')).toBeNull();
    expect(explorerUrl(bitcoin, 'tx', 'a/b?c')).toBe('https://mempool.space/tx/a%2Fb%3Fc');
    for (const network of NETWORKS) {
      expect(network.explorerTx, network.code).toMatch(/^https:\/\/[^ ]+\{hash\}/);
      if (network.explorerAddress) expect(network.explorerAddress).toMatch(/\{address\}/);
    }
  });
});
