import { describe, expect, it, vi } from 'vitest';
import { HttpError } from '@/lib/http/errors';
import { ProviderError } from '@/lib/providers/exchange/errors';
import { TtlCache } from '@/lib/providers/exchange/vendor-kit/cache';
import {
  canonicalDecimal,
  compareDecimal,
  decimalString,
  divideDecimal,
  optionalDecimal,
  subtractDecimal,
} from '@/lib/providers/exchange/vendor-kit/decimal';
import { toProviderError } from '@/lib/providers/exchange/vendor-kit/http-errors';
import { assertWithinLimits, withLimits } from '@/lib/providers/exchange/vendor-kit/limits';
import { toIsoTime } from '@/lib/providers/exchange/vendor-kit/time';

// The helpers the StealthEX, LetsExchange and Exolix adapters share (lib/providers/exchange/vendor-kit).

describe('decimal strings', () => {
  it.each([
    ['0.015', '0.015'],
    ['001.2300', '1.23'],
    ['1.5e-2', '0.015'],
    ['1e-7', '0.0000001'],
    ['2E+3', '2000'],
    ['-0.000', '0'],
    ['.5', '0.5'],
    [' 42 ', '42'],
  ])('canonicalises %s to %s', (input, output) => {
    expect(canonicalDecimal(input)).toBe(output);
  });

  it('reads JSON numbers without float artefacts and rejects non-numbers', () => {
    expect(decimalString.parse(0.1)).toBe('0.1');
    expect(decimalString.parse(1e-7)).toBe('0.0000001');
    expect(decimalString.parse('60102.709354577579216')).toBe('60102.709354577579216');
    expect(decimalString.safeParse('abc').success).toBe(false);
    expect(decimalString.safeParse(Number.NaN).success).toBe(false);
    expect(optionalDecimal.parse('')).toBeNull();
    expect(optionalDecimal.parse(null)).toBeNull();
  });

  it('compares, subtracts and divides exactly', () => {
    expect(compareDecimal('0.1', '0.10')).toBe(0);
    expect(compareDecimal('0.00033283', '0.0005')).toBe(-1);
    expect(compareDecimal('10', '9.999999999999999999')).toBe(1);
    expect(subtractDecimal('0.3', '0.1')).toBe('0.2');
    expect(subtractDecimal('1', '1.5')).toBe('-0.5');
    expect(divideDecimal('1.79565383', '0.1')).toBe('17.9565383');
    expect(divideDecimal('1', '3', 6)).toBe('0.333333');
  });
});

describe('limits', () => {
  it('names the limit the amount breaks', () => {
    expect(() => assertWithinLimits('exolix', '0.1', '0.01', null)).not.toThrow();
    expect(() => assertWithinLimits('exolix', '0.001', '0.01', '5')).toThrow(
      expect.objectContaining({ kind: 'amount_too_low', details: { min: '0.01', max: '5' } }),
    );
    expect(() => assertWithinLimits('exolix', '6', '0.01', '5')).toThrow(
      expect.objectContaining({ kind: 'amount_too_high' }),
    );
  });

  it('adds limits to an amount error that came without them', () => {
    const bare = new ProviderError('stealthex', 'amount_too_low', 'too small');
    const enriched = withLimits(bare, '0.0005', '2');
    expect(enriched.details).toMatchObject({ min: '0.0005', max: '2' });
    expect(enriched.message).toBe('stealthex: amount_too_low: too small');
  });
});

describe('HTTP errors → provider errors', () => {
  const redact = (text: string) => text.split('SECRET').join('[redacted]');
  const status = (code: number, body: unknown, headers?: Record<string, string>) =>
    new HttpError('status', `x: POST /rate: HTTP ${code}`, {
      status: code,
      body,
      headers: new Headers(headers),
    });

  it.each([
    [new HttpError('timeout', 'slow'), 'timeout'],
    [new HttpError('aborted', 'gone'), 'timeout'],
    [new HttpError('network', 'refused'), 'unavailable'],
    [new HttpError('invalid_json', 'nope'), 'bad_response'],
    [new HttpError('invalid_shape', 'nope'), 'bad_response'],
    [status(401, {}), 'unauthorized'],
    [status(403, {}), 'unauthorized'],
    [status(404, {}), 'not_found'],
    [status(500, {}), 'unavailable'],
    [status(400, {}), 'bad_response'],
  ])('maps %s to %s', (error, kind) => {
    expect(toProviderError(error, { provider: 'exolix', redact }).kind).toBe(kind);
  });

  it('reads Retry-After and never lets a classifier override auth or server faults', () => {
    const classify = () => ({ kind: 'pair_unavailable' as const });
    const limited = toProviderError(status(429, {}, { 'retry-after': '7' }), {
      provider: 'exolix',
      classify,
      redact,
    });
    expect(limited).toMatchObject({ kind: 'rate_limited', details: { retryAfter: 7 } });
    expect(toProviderError(status(503, {}), { provider: 'exolix', classify, redact }).kind).toBe(
      'unavailable',
    );
  });

  it('redacts the key from vendor text quoted in the message', () => {
    const error = toProviderError(status(400, { error: 'bad key SECRET' }), {
      provider: 'exolix',
      redact,
    });
    expect(error.message).not.toContain('SECRET');
    expect(error.message).toContain('[redacted]');
  });
});

describe('TtlCache', () => {
  it('loads once per period, shares a pending load and retries after a failure', async () => {
    let now = 0;
    const load = vi
      .fn<() => Promise<number>>()
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValue(1);
    const cache = new TtlCache(load, 1000, () => now);
    await expect(cache.get()).rejects.toThrow('down');
    const [a, b] = await Promise.all([cache.get(), cache.get()]);
    expect([a, b]).toEqual([1, 1]);
    expect(load).toHaveBeenCalledTimes(2);
    now = 999;
    await cache.get();
    expect(load).toHaveBeenCalledTimes(2);
    now = 2000;
    await cache.get();
    expect(load).toHaveBeenCalledTimes(3);
  });
});

describe('toIsoTime', () => {
  it('reads ISO strings, unix seconds and milliseconds', () => {
    expect(toIsoTime('2026-11-22T03:20:00.000Z')).toBe('2026-11-22T03:20:00.000Z');
    expect(toIsoTime(1795360800)).toBe('2026-11-22T15:20:00.000Z');
    expect(toIsoTime('1795360800000')).toBe('2026-11-22T15:20:00.000Z');
    expect(toIsoTime('')).toBeNull();
    expect(toIsoTime('soon')).toBeNull();
  });
});
