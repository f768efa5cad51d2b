import { describe, expect, it } from 'vitest';
import {
  addDecimal,
  fromBaseUnits,
  toBaseUnits,
  compareDecimal,
  decimalString,
  deductFee,
  divideDecimal,
  multiplyDecimal,
  MAX_SIGNIFICANT_DIGITS,
  optionalDecimalString,
  rateOf,
  subtractDecimal,
  toDecimal,
} from '@/lib/decimal';
import { limitIn, numberIn } from '@/lib/providers/kit/classify';

// Amounts stay exact canonical decimal strings: vendor values are read, bounded and compared
// without binary floating point (lib/decimal.ts, on big.js).

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
    ['0.015', '0.015'],
    ['1.5e-2', '0.015'],
    ['2E+3', '2000'],
    ['.5', '0.5'],
    [' 42 ', '42'],
    ['60102.709354577579216', '60102.709354577579216'],
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
    expect(compareDecimal('0.1', '0.10')).toBe(0);
    expect(compareDecimal('0.00033283', '0.0005')).toBe(-1);
    expect(compareDecimal('10', '9.999999999999999999')).toBe(1);
  });

  it('adds and multiplies exactly, a float price read as its decimal text', () => {
    expect(addDecimal('0.1', '0.2')).toBe('0.3');
    expect(addDecimal('0.000000000000000001', '1')).toBe('1.000000000000000001');
    expect(multiplyDecimal('0.00042', '3000.5')).toBe('1.26021');
    expect(multiplyDecimal('0.1', String(1e-7))).toBe('0.00000001');
    expect(multiplyDecimal('2', '0')).toBe('0');
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

  it('divides to a number of places, as StealthEX, LetsExchange and Exolix rates want', () => {
    expect(divideDecimal('1.79565383', '0.1', { places: 18 })).toBe('17.9565383');
    expect(divideDecimal('1', '3', { places: 6 })).toBe('0.333333');
    expect(rateOf('1', '60043.6459183', { places: 18 })).toBe('60043.6459183');
  });
});

// Vendor amounts are bounded before they are expanded (issue 8, item 13): a hostile or broken
// API cannot make the server build a 40 000-character string or trim zeros for seconds.

const hundredThousandDigits = `1${'0'.repeat(100_000)}`;
const tinyWithManyZeros = `0.${'0'.repeat(100_000)}1`;
const manyTrailingZeros = `1.${'0'.repeat(100_000)}`;

describe('vendor decimals', () => {
  it.each([
    ['1e40000', '1e40000'],
    ['1e-40000', '1e-40000'],
    ['-1e-50', '-1e-50'],
    ['1e41', '1e41'],
    ['1e-41', '1e-41'],
    ['a 100k-digit number', hundredThousandDigits],
    ['a 100k-zero fraction', tinyWithManyZeros],
    ['100k trailing zeros', manyTrailingZeros],
    ['a huge exponent string', `1e${'9'.repeat(100_000)}`],
    ['41 significant digits', `1.${'1'.repeat(MAX_SIGNIFICANT_DIGITS)}`],
    ['the number 1e300', 1e300],
    ['the number 5e-324', 5e-324],
  ])('refuses %s as bad data', (_label, input) => {
    expect(toDecimal(input)).toBeNull();
    expect(decimalString().safeParse(input).success).toBe(false);
  });

  it.each([
    ['1e40', `1${'0'.repeat(40)}`],
    ['1e-40', `0.${'0'.repeat(39)}1`],
    ['50.000000000000000000', '50'],
    ['0.148414210000000000', '0.14841421'],
    [`0.1${'0'.repeat(60)}`, '0.1'],
    [`1.${'2'.repeat(MAX_SIGNIFICANT_DIGITS - 1)}`, `1.${'2'.repeat(MAX_SIGNIFICANT_DIGITS - 1)}`],
    ['-0.5', '-0.5'],
  ])('still reads %s', (input, out) => {
    expect(toDecimal(input)).toBe(out);
  });

  it('does not bound our own exact arithmetic, whose results may be long', () => {
    const rate = divideDecimal('100000000000000000000000', '3', { places: 18 });
    expect(rate.replace('.', '').length).toBeGreaterThan(MAX_SIGNIFICANT_DIGITS);
    expect(compareDecimal(rate, '1')).toBe(1);
  });

  it('finds no limit in a vendor message carrying an absurd number', () => {
    expect(limitIn(`minimal amount is ${hundredThousandDigits}`, 'min')).toBeUndefined();
    expect(limitIn('minimal amount is 1e40000', 'min')).toBeUndefined();
    expect(numberIn(`less than ${hundredThousandDigits}`)).toBeUndefined();
    expect(limitIn('minimal amount is 0.0012', 'min')).toBe('0.0012');
    expect(numberIn('less than minimal 0.0012')).toBe('0.0012');
  });
});

describe('base units', () => {
  it('turns whole coins into base units, truncating digits past the decimals', () => {
    expect(toBaseUnits('1.5', 6)).toBe('1500000');
    expect(toBaseUnits('0.000000000000000001', 18)).toBe('1');
    expect(toBaseUnits('1.23456789', 2)).toBe('123');
    expect(toBaseUnits('12', 0)).toBe('12');
    expect(toBaseUnits('0', 18)).toBe('0');
    expect(toBaseUnits('123456789.123456789123456789', 18)).toBe('123456789123456789123456789');
  });

  it('turns base units back into canonical whole coins', () => {
    expect(fromBaseUnits('1500000', 6)).toBe('1.5');
    expect(fromBaseUnits('1', 18)).toBe('0.000000000000000001');
    expect(fromBaseUnits('0', 18)).toBe('0');
    expect(fromBaseUnits('123456789123456789123456789', 18)).toBe('123456789.123456789123456789');
    expect(fromBaseUnits(toBaseUnits('0.015', 8), 8)).toBe('0.015');
  });

  it('refuses what is not an amount or a decimals count', () => {
    expect(() => toBaseUnits('-1', 6)).toThrow(RangeError);
    expect(() => toBaseUnits('1', -1)).toThrow(RangeError);
    expect(() => toBaseUnits('1', 1.5)).toThrow(RangeError);
    expect(() => toBaseUnits('abc', 6)).toThrow(TypeError);
    expect(() => fromBaseUnits('1.5', 6)).toThrow(TypeError);
    expect(() => fromBaseUnits('-1', 6)).toThrow(TypeError);
  });
});
