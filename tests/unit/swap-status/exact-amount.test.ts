import { describe, expect, it } from 'vitest';
import { formatExactAmount } from '@/components/swap-status/exact-amount';

// The amount to send exactly is shown in the visitor's locale without rounding: a float would
// lose digits past the 15th and round "0.1" sums; the formatter works on the decimal string.

describe('formatExactAmount', () => {
  it('uses the locale separators and keeps every digit', () => {
    expect(formatExactAmount('0.1', 'de')).toBe('0,1');
    expect(formatExactAmount('1234.567890123456789', 'en')).toBe('1,234.567890123456789');
    expect(formatExactAmount('1234.567890123456789', 'de')).toBe('1.234,567890123456789');
    expect(formatExactAmount('4.11300395', 'ja')).toBe('4.11300395');
    // French groups with a narrow no-break space.
    expect(formatExactAmount('1234.5', 'fr')).toBe('1\u202f234,5');
  });

  it('keeps what a float would round away', () => {
    expect(formatExactAmount('12345678901234567890.000000000000000001', 'en')).toBe(
      '12,345,678,901,234,567,890.000000000000000001',
    );
    expect(formatExactAmount('0.30000000000000000004', 'en')).toBe('0.30000000000000000004');
    expect(formatExactAmount('100', 'de')).toBe('100');
  });

  it('leaves anything that is not a plain decimal as it is', () => {
    expect(formatExactAmount('1e-7', 'en')).toBe('1e-7');
  });
});
