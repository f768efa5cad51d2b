import { describe, expect, it } from 'vitest';
import { cached } from '@/lib/providers/exchange/shared/cache';
import {
  compareDecimal,
  decimalString,
  deductFee,
  divideDecimal,
  optionalDecimalString,
  rateOf,
  subtractDecimal,
  toDecimal,
} from '@/lib/providers/exchange/shared/decimal';
import { mapStatus } from '@/lib/providers/exchange/shared/status';

// The helpers lib/providers/exchange/shared gives every adapter: amounts stay exact decimal
// strings, currency lists are cached without caching failures, unknown statuses do not crash.

describe('decimal strings', () => {
  it.each([
    [0.1, '0.1'],
    ['0012.500', '12.5'],
    [1e-7, '0.0000001'],
    ['1.5E3', '1500'],
    [2.8234771, '2.8234771'],
    ['-0.000', '0'],
    [123456789.123456789, '123456789.12345679'],
    ['0.000000000000000001', '0.000000000000000001'],
  ])('reads %s as %s', (input, out) => {
    expect(toDecimal(input)).toBe(out);
    expect(decimalString().parse(input)).toBe(out);
  });

  it.each(['', 'abc', '1.2.3', Number.NaN, Number.POSITIVE_INFINITY])('refuses %s', (input) => {
    expect(toDecimal(input)).toBeNull();
    expect(decimalString().safeParse(input).success).toBe(false);
  });

  it('reads missing and empty optional amounts as null', () => {
    const schema = optionalDecimalString();
    expect(schema.parse('')).toBeNull();
    expect(schema.parse(null)).toBeNull();
    expect(schema.parse(undefined)).toBeNull();
    expect(schema.parse('2')).toBe('2');
  });

  it('subtracts and compares without floating point error', () => {
    expect(subtractDecimal('0.3', '0.1')).toBe('0.2');
    expect(subtractDecimal('2.8123', '0.0021')).toBe('2.8102');
    expect(subtractDecimal('1', '1.5')).toBe('-0.5');
    expect(compareDecimal('0.00069', '0.0007')).toBe(-1);
    expect(compareDecimal('4.050', '4.05')).toBe(0);
    expect(compareDecimal('10', '9.99')).toBe(1);
  });

  it('never deducts a fee below zero', () => {
    expect(deductFee('0.001', '0.002')).toBe('0');
    expect(deductFee('1', null)).toBe('1');
  });

  it('divides to ten significant digits, large and tiny', () => {
    expect(rateOf('0.1', '2.8234771')).toBe('28.234771');
    expect(divideDecimal('1', '3')).toBe('0.3333333333');
    expect(rateOf('60000', '1')).toBe('0.00001666666666');
    expect(rateOf('0.0001', '1000000')).toBe('10000000000');
    expect(divideDecimal('1', '0')).toBe('0');
  });
});

describe('cached lists', () => {
  it('loads once, shares a load in flight, and does not cache a failure', async () => {
    let calls = 0;
    let fail = true;
    const list = cached(
      async () => {
        calls += 1;
        if (fail) throw new Error('down');
        return ['btc'];
      },
      60_000,
      0,
    );
    await expect(list.get()).rejects.toThrow('down');
    fail = false;
    const [a, b] = await Promise.all([list.get(), list.get()]);
    expect(a).toEqual(['btc']);
    expect(b).toBe(a);
    await list.get();
    expect(calls).toBe(2);
  });

  it('keeps serving the last list while the vendor is down', async () => {
    let fail = false;
    const list = cached(async () => {
      if (fail) throw new Error('down');
      return ['btc'];
    }, 0);
    await list.get();
    fail = true;
    await expect(list.get()).resolves.toEqual(['btc']);
    expect(list.peek()).toEqual(['btc']);
  });
});

describe('status tables', () => {
  it('maps known statuses case-insensitively and unknown ones to waiting', () => {
    const table = { finished: 'finished', hold: 'on_hold' } as const;
    expect(mapStatus('changenow', table, 'FINISHED')).toBe('finished');
    expect(mapStatus('changenow', table, 'hold')).toBe('on_hold');
    expect(mapStatus('changenow', table, 'teleporting')).toBe('waiting');
    expect(mapStatus('changenow', table, 'constructor')).toBe('waiting');
  });
});
