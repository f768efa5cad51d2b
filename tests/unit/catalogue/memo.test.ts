import { describe, expect, it } from 'vitest';
import { validateExtraId } from '@/lib/catalogue/memo';
import { getNetwork } from '@/lib/catalogue/networks';
import type { Network } from '@/lib/catalogue/types';

function network(code: string): Network {
  const found = getNetwork(code);
  if (!found) throw new Error(`no network ${code}`);
  return found;
}

describe('validateExtraId', () => {
  it('requires the XRP destination tag, numeric and within uint32', () => {
    const xrp = network('ripple');
    expect(validateExtraId(xrp, undefined)).toEqual({ valid: false, reason: 'required' });
    expect(validateExtraId(xrp, '  ')).toEqual({ valid: false, reason: 'required' });
    expect(validateExtraId(xrp, '123456')).toEqual({ valid: true });
    expect(validateExtraId(xrp, '0')).toEqual({ valid: true });
    expect(validateExtraId(xrp, '4294967295')).toEqual({ valid: true });
    expect(validateExtraId(xrp, '4294967296')).toEqual({ valid: false, reason: 'format' });
    expect(validateExtraId(xrp, '12a')).toEqual({ valid: false, reason: 'format' });
    expect(validateExtraId(xrp, '-1')).toEqual({ valid: false, reason: 'format' });
    expect(validateExtraId(xrp, '007')).toEqual({ valid: false, reason: 'format' });
  });

  it('requires a Stellar memo of at most 28 bytes', () => {
    const xlm = network('stellar');
    expect(validateExtraId(xlm, '')).toEqual({ valid: false, reason: 'required' });
    expect(validateExtraId(xlm, 'a'.repeat(28))).toEqual({ valid: true });
    expect(validateExtraId(xlm, 'a'.repeat(29))).toEqual({ valid: false, reason: 'format' });
    expect(validateExtraId(xlm, 'é'.repeat(15))).toEqual({ valid: false, reason: 'format' });
  });

  it('requires the EOS memo', () => {
    expect(validateExtraId(network('eos'), undefined)).toEqual({
      valid: false,
      reason: 'required',
    });
    expect(validateExtraId(network('eos'), 'deposit 42')).toEqual({ valid: true });
  });

  it('takes an optional memo on TON and Cosmos chains', () => {
    for (const code of ['ton', 'cosmos', 'hedera', 'kava', 'osmosis', 'injective', 'algorand']) {
      expect(network(code).memo?.required, code).toBe(false);
      expect(validateExtraId(network(code), undefined)).toEqual({ valid: true });
      expect(validateExtraId(network(code), '104233')).toEqual({ valid: true });
    }
    expect(validateExtraId(network('ton'), 'x'.repeat(121))).toEqual({
      valid: false,
      reason: 'format',
    });
  });

  it('refuses a memo where the network has none (Bitcoin, Monero)', () => {
    expect(network('monero').memo).toBeNull();
    expect(validateExtraId(network('bitcoin'), undefined)).toEqual({ valid: true });
    expect(validateExtraId(network('bitcoin'), '')).toEqual({ valid: true });
    expect(validateExtraId(network('bitcoin'), '123')).toEqual({ valid: false, reason: 'format' });
  });

  it('refuses control characters', () => {
    expect(validateExtraId(network('stellar'), 'ab\ncd')).toEqual({
      valid: false,
      reason: 'format',
    });
  });
});
