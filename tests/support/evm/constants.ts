import type { Address, Hex } from 'viem';

// The test chain's agreed names (/work/common.md "The test chain"): what the server's and the
// client's tests rely on. Chain id 1 so that the curated Ethereum token list finds the tokens,
// which sit at the real mainnet addresses of USDC, USDT and DAI.

export const TEST_CHAIN_ID = 1;

/** The well-known development key (Hardhat's and Anvil's account #0); never a real wallet. */
export const DEV_PRIVATE_KEY: Hex =
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';
export const DEV_ADDRESS: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
/** A second unlocked account (Hardhat's #1), funded like the first: a recipient, a stranger. */
export const OTHER_PRIVATE_KEY: Hex =
  '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d';
export const OTHER_ADDRESS: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

export const SANDBOX_ROUTER_ADDRESS: Address = '0x5a9d000000000000000000000000000000005a9d';
export const NATIVE: Address = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE';

export interface TestTokenInfo {
  address: Address;
  name: string;
  symbol: string;
  decimals: number;
  /** USDT's approve: a non-zero allowance must be set to zero before another non-zero value. */
  resetToZeroApprove: boolean;
  /** USDT's approve, transfer and transferFrom return no data (not a bool). */
  returnsNoData: boolean;
}

export const TEST_TOKENS = {
  USDC: {
    address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
    name: 'USD Coin',
    symbol: 'USDC',
    decimals: 6,
    resetToZeroApprove: false,
    returnsNoData: false,
  },
  USDT: {
    address: '0xdAC17F958D2ee523a2206206994597C13D831ec7',
    name: 'Tether USD',
    symbol: 'USDT',
    decimals: 6,
    resetToZeroApprove: true,
    returnsNoData: true,
  },
  DAI: {
    address: '0x6B175474E89094C44Da98b954EedeAC495271d0F',
    name: 'Dai Stablecoin',
    symbol: 'DAI',
    decimals: 18,
    resetToZeroApprove: false,
    returnsNoData: false,
  },
} as const satisfies Record<string, TestTokenInfo>;

const ETHER = 10n ** 18n;
/** What each unlocked account holds at genesis: ETH, and each token in whole units. */
export const ACCOUNT_FUNDS = { eth: 10_000n * ETHER, tokens: 1_000_000n };
/** What the router holds at genesis to pay swaps out. */
export const ROUTER_FUNDS = { eth: 10_000n * ETHER, tokens: 100_000_000n };

/** Fixed base fee and tip: gas costs in tests are exact and predictable. */
export const BASE_FEE_PER_GAS = 1_000_000_000n;
export const PRIORITY_FEE_PER_GAS = 1_000_000_000n;
export const BLOCK_GAS_LIMIT = 30_000_000n;
