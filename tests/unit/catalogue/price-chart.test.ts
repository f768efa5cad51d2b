import { describe, expect, it } from 'vitest';
import { chartGeometry } from '@/lib/catalogue/price-chart';

const box = { width: 110, height: 60, padding: 5 };

describe('chartGeometry', () => {
  it('draws time left to right and the highest price at the top', () => {
    const geometry = chartGeometry(
      [
        { at: 2_000, usd: 10 },
        { at: 0, usd: 20 },
        { at: 1_000, usd: 15 },
      ],
      box,
    )!;
    // Sorted by time; x from 5 to 105, y from 5 (20 USD) to 55 (10 USD).
    expect(geometry.line).toBe('M 5,5 L 55,30 L 105,55');
    expect(geometry.area).toBe('M 5,5 L 55,30 L 105,55 L 105,55 L 5,55 Z');
    expect(geometry.min).toEqual({ at: 2_000, usd: 10 });
    expect(geometry.max).toEqual({ at: 0, usd: 20 });
    expect(geometry.first.at).toBe(0);
    expect(geometry.last.at).toBe(2_000);
  });

  it('puts a flat series in the middle', () => {
    const geometry = chartGeometry(
      [
        { at: 0, usd: 1 },
        { at: 10, usd: 1 },
      ],
      box,
    )!;
    expect(geometry.line).toBe('M 5,30 L 105,30');
  });

  it('draws nothing from fewer than two points', () => {
    expect(chartGeometry([], box)).toBeNull();
    expect(chartGeometry([{ at: 0, usd: 1 }], box)).toBeNull();
  });

  it('rounds coordinates to two decimals', () => {
    const geometry = chartGeometry(
      [
        { at: 0, usd: 1 },
        { at: 3, usd: 2 },
        { at: 7, usd: 1.5 },
      ],
      box,
    )!;
    expect(geometry.line).toBe('M 5,55 L 47.86,5 L 105,30');
  });
});
