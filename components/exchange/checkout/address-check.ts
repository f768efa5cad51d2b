import type { CurrencyNetworkOption } from '../types';

// Live address and memo checks of the form. The server checks again with the catalogue's
// validators; until those land on this branch this is a shape check only.

export type AddressCheck =
  { valid: true } | { valid: false; reason: 'empty' | 'format' | 'checksum' | 'network' };
export type ExtraIdCheck = { valid: true } | { valid: false; reason: 'required' | 'format' };

export function checkAddress(network: CurrencyNetworkOption, address: string): AddressCheck {
  if (address.trim() === '') return { valid: false, reason: 'empty' };
  if (address !== address.trim() || address.length < 20 || network.code === '') {
    return { valid: false, reason: 'format' };
  }
  return { valid: true };
}

export function checkExtraId(
  network: CurrencyNetworkOption,
  value: string | undefined,
): ExtraIdCheck {
  const rule = network.memo;
  const text = value?.trim() ?? '';
  if (!rule) return text === '' ? { valid: true } : { valid: false, reason: 'format' };
  if (text === '') return rule.required ? { valid: false, reason: 'required' } : { valid: true };
  if (rule.format === 'numeric' && !/^(0|[1-9]\d{0,9})$/.test(text)) {
    return { valid: false, reason: 'format' };
  }
  return text.length <= rule.maxLength ? { valid: true } : { valid: false, reason: 'format' };
}
