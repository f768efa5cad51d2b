import { NATIVE_TOKEN_ADDRESS } from '@/lib/dex/chains';
import type { TokenRef } from '@/lib/providers/kit/contract';

// The wallet and tokens every bridge adapter's tests route with: Ethereum's ETH and USDC,
// Arbitrum's ETH and native USDC, Optimism's ETH, and the development wallet as the sender.

export const SENDER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
export const ETH: TokenRef = {
  chainId: 1,
  address: NATIVE_TOKEN_ADDRESS,
  decimals: 18,
  native: true,
};
export const ARB_ETH: TokenRef = { ...ETH, chainId: 42161 };
export const OP_ETH: TokenRef = { ...ETH, chainId: 10 };
export const USDC: TokenRef = {
  chainId: 1,
  address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  decimals: 6,
  native: false,
};
export const ARB_USDC: TokenRef = {
  chainId: 42161,
  address: '0xaf88d065e77c8cC2239327C5EDb3A432268e5831',
  decimals: 6,
  native: false,
};
