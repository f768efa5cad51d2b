import type { CurrencyRef } from '@/lib/providers/exchange/contract';

// The assets the vendor fixtures are about, as our catalogue hands them to adapters.

const coin = (code: string, network: string, decimals: number): CurrencyRef => ({
  code,
  ticker: code.toUpperCase(),
  network,
  decimals,
});

export const btc = coin('btc', 'bitcoin', 8);
export const eth = coin('eth', 'ethereum', 18);
export const ltc = coin('ltc', 'litecoin', 8);
export const xlm = coin('xlm', 'stellar', 7);
export const xrp = coin('xrp', 'ripple', 6);
export const sol = coin('sol', 'solana', 9);
export const avax = coin('avax', 'avalanche', 18);
export const xno = coin('xno', 'nano', 30);
export const ethLinea: CurrencyRef = { ...coin('eth', 'linea', 18), code: 'ethlinea' };
export const usdttrc20: CurrencyRef = {
  code: 'usdttrc20',
  ticker: 'USDT',
  network: 'tron',
  contract: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
  decimals: 6,
};
export const usdtbsc: CurrencyRef = {
  code: 'usdtbsc',
  ticker: 'USDT',
  network: 'bsc',
  contract: '0x55d398326f99059ff775485246999027b3197955',
  decimals: 18,
};
export const usdtmatic: CurrencyRef = {
  code: 'usdtmatic',
  ticker: 'USDT',
  network: 'polygon',
  decimals: 6,
};
export const usdcavax: CurrencyRef = {
  code: 'usdcavax',
  ticker: 'USDC',
  network: 'avalanche',
  contract: '0xb97ef9ef8734c71904d8002f8b6bc66dd9c48a6e',
  decimals: 6,
};
export const unmapped: CurrencyRef = {
  code: 'abc',
  ticker: 'ABC',
  network: 'nowhere',
  decimals: 8,
};

export const PAYOUT = {
  btc: 'bc1q3r7yq6t4w8z0p4m9k2n5c7v8x0l2j4h6g8f0d2',
  eth: '0x57f31ad4b64095347f87edb1675566dafe2bd3bc',
  trx: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
};
