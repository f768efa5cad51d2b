import type { Network } from './types';

// The extra id some networks need next to the address (XRP destination tag, Stellar/EOS memo...).
// Pure, like address.ts, so the form checks it live.

export type ExtraIdResult = { valid: true } | { valid: false; reason: 'required' | 'format' };

const MAX_TAG = 4_294_967_295;

/** Checks a memo/tag against the network's rule; blank counts as absent. */
export function validateExtraId(network: Network, value: string | undefined): ExtraIdResult {
  const rule = network.memo;
  const text = value?.trim() ?? '';
  if (!rule) return text === '' ? { valid: true } : { valid: false, reason: 'format' };
  if (text === '') return rule.required ? { valid: false, reason: 'required' } : { valid: true };
  if (text !== value) return { valid: false, reason: 'format' };
  if (rule.format === 'numeric') {
    const ok =
      /^(0|[1-9]\d*)$/.test(text) && text.length <= rule.maxLength && Number(text) <= MAX_TAG;
    return ok ? { valid: true } : { valid: false, reason: 'format' };
  }
  const bytes = new TextEncoder().encode(text).length;
  // Control characters would not survive a copy from the wallet and break some providers.
  if (bytes > rule.maxLength || /[\u0000-\u001f\u007f]/.test(text)) {
    return { valid: false, reason: 'format' };
  }
  return { valid: true };
}
