import { describe, expect, it } from 'vitest';
import { groupSwapId, isPlausibleSwapId, normalizeSwapId } from '@/components/swap-status/swap-id';

describe('normalizeSwapId', () => {
  it('trims, upper-cases and drops spaces and dashes of any kind', () => {
    expect(normalizeSwapId('  k7qm-2xwd 9p ')).toBe('K7QM2XWD9P');
    expect(normalizeSwapId('k7qm\u20112xwd\u2013 9p\t')).toBe('K7QM2XWD9P');
    expect(normalizeSwapId('K7QM\u00a02XWD')).toBe('K7QM2XWD');
  });

  it('leaves other characters for the plausibility check to refuse', () => {
    const id = normalizeSwapId('k7qm/2xwd');
    expect(id).toBe('K7QM/2XWD');
    expect(isPlausibleSwapId(id)).toBe(false);
  });
});

describe('isPlausibleSwapId', () => {
  it('accepts letters and digits of a sensible length', () => {
    expect(isPlausibleSwapId('K7QM2XWD9P')).toBe(true);
    expect(isPlausibleSwapId('')).toBe(false);
    expect(isPlausibleSwapId('ABC')).toBe(false);
    expect(isPlausibleSwapId('A'.repeat(65))).toBe(false);
  });
});

describe('groupSwapId', () => {
  it('splits into groups of four for reading', () => {
    expect(groupSwapId('K7QM2XWD9P')).toEqual(['K7QM', '2XWD', '9P']);
  });
});
