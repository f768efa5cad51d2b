// PLACEHOLDER written by the swaps helper so its branch type-checks before the catalogue lands.
// Take main's version of this file on every merge.
import type { CurrencyRef } from '@/lib/providers/exchange/types';
import type { Currency, Network } from './types';

const missing = (): never => {
  throw new Error('lib/catalogue is not merged yet');
};

export async function getCurrency(code: string): Promise<Currency | null> {
  return code ? missing() : null;
}

export function toCurrencyRef(currency: Currency): CurrencyRef {
  return {
    code: currency.code,
    ticker: currency.ticker,
    network: currency.network.code,
    contract: currency.contract ?? undefined,
    decimals: currency.decimals,
  };
}

export function validateAddress(
  network: Network,
  address: string,
): { valid: true } | { valid: false; reason: 'empty' | 'format' | 'checksum' | 'network' } {
  return network && address ? missing() : { valid: false, reason: 'empty' };
}

export function validateExtraId(
  network: Network,
  value: string | undefined,
): { valid: true } | { valid: false; reason: 'required' | 'format' } {
  return network && value ? missing() : { valid: true };
}

export function explorerUrl(
  network: Network,
  kind: 'tx' | 'address',
  value: string,
): string | null {
  return network && kind && value ? missing() : null;
}
