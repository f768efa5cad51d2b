import { validateAddress } from '@/lib/catalogue/address';
import { validateExtraId } from '@/lib/catalogue/memo';
import { getNetwork } from '@/lib/catalogue/networks';
import type { Network } from '@/lib/catalogue/types';
import type { CurrencyListNetwork } from '@/lib/catalogue/contract';

// Live address and memo checks of the form, with the catalogue's own validators (pure, so they
// run in the browser; this chunk loads only with step 2). The server checks again.

export type AddressCheck = ReturnType<typeof validateAddress>;
export type ExtraIdCheck = ReturnType<typeof validateExtraId>;

/** The catalogue's network, with the memo rule the API answered (the source of truth). */
function network(option: CurrencyListNetwork): Network | null {
  const known = getNetwork(option.code);
  return known ? { ...known, memo: option.memo } : null;
}

export function checkAddress(option: CurrencyListNetwork, address: string): AddressCheck {
  const known = network(option);
  if (known) return validateAddress(known, address);
  // A network this build does not know: leave the check to the server.
  return address.trim() ? { valid: true } : { valid: false, reason: 'empty' };
}

export function checkExtraId(option: CurrencyListNetwork, value: string | undefined): ExtraIdCheck {
  const known = network(option);
  return known ? validateExtraId(known, value) : { valid: true };
}
