import { formatUnits, parseUnits } from 'viem';
import { MAX_SLIPPAGE_BPS, MIN_SLIPPAGE_BPS, WARN_SLIPPAGE_BPS } from '../contract';

// Amounts as the visitor types and reads them: integer base units (bigint) inside, decimal text
// in the page's locale outside. No floating point touches an amount: the integer part is
// formatted as a bigint and the fraction is cut as digits.

export type AmountCheck =
  | { kind: 'empty' }
  | { kind: 'invalid' }
  | { kind: 'zero' }
  | { kind: 'too_precise'; decimals: number }
  | { kind: 'ok'; base: bigint; human: string };

function separators(locale: string): { decimal: string; group: string } {
  const parts = new Intl.NumberFormat(locale).formatToParts(10000.5);
  return {
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
    group: parts.find((part) => part.type === 'group')?.value ?? ',',
  };
}

/**
 * The visitor's text as a canonical decimal ("1.5"): the locale's decimal mark or a point, no
 * grouping, no sign, no exponent. Null when it is not one.
 */
export function normalizeAmount(text: string, locale: string): string | null {
  const trimmed = text.trim();
  const { decimal } = separators(locale);
  const marks = decimal === '.' ? ['.'] : [decimal, '.'];
  let value = trimmed;
  for (const mark of marks) value = value.split(mark).join('.');
  if (!/^\d*\.?\d*$/.test(value) || value === '.' || value === '') return null;
  if (value.startsWith('.')) value = `0${value}`;
  if (value.endsWith('.')) value = value.slice(0, -1);
  return value;
}

/** Checks an amount field: a decimal above zero with no more digits than the token has. */
export function checkAmount(text: string, decimals: number, locale: string): AmountCheck {
  if (text.trim() === '') return { kind: 'empty' };
  const human = normalizeAmount(text, locale);
  if (human === null || human.length > 80) return { kind: 'invalid' };
  const fraction = human.split('.')[1] ?? '';
  if (fraction.replace(/0+$/, '').length > decimals) return { kind: 'too_precise', decimals };
  const base = parseUnits(human, decimals);
  if (base === 0n) return { kind: 'zero' };
  return { kind: 'ok', base, human: formatUnits(base, decimals) };
}

/** How many fraction digits to show: 6 above one unit, else four significant digits. */
function shownFraction(fraction: string, wholeIsZero: boolean, max: number): string {
  if (!wholeIsZero) return fraction.slice(0, Math.min(6, max)).replace(/0+$/, '');
  const first = fraction.search(/[1-9]/);
  if (first < 0) return '';
  return fraction.slice(0, Math.min(first + 4, max)).replace(/0+$/, '');
}

/** A decimal string ("1234.5678") in the locale, cut (never rounded up) to `maxFraction` digits. */
export function formatDecimal(text: string, locale: string, maxFraction = 18): string {
  const negative = text.startsWith('-');
  const [whole = '0', fraction = ''] = (negative ? text.slice(1) : text).split('.');
  const wholeText = new Intl.NumberFormat(locale).format(BigInt(whole || '0'));
  const cut = shownFraction(fraction, /^0*$/.test(whole), maxFraction);
  const { decimal } = separators(locale);
  return `${negative ? '-' : ''}${wholeText}${cut ? `${decimal}${cut}` : ''}`;
}

/** Base units as the visitor reads them ("1,234.5678" in en). */
export function formatAmount(base: bigint | string, decimals: number, locale: string): string {
  return formatDecimal(formatUnits(BigInt(base), decimals), locale, decimals);
}

/** A USD decimal string rounded down to cents ("$1,234.56"); below a cent: "< $0.01". */
export function formatUsd(text: string, locale: string): string {
  const [whole = '0', fraction = ''] = text.replace(/^-/, '').split('.');
  const cents = BigInt(whole || '0') * 100n + BigInt((fraction + '00').slice(0, 2));
  const currency = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' });
  if (cents === 0n && /[1-9]/.test(fraction)) return `< ${currency.format(0.01)}`;
  // Cents fit a float exactly far past any real amount (2^53 cents is 90 trillion dollars).
  return currency.format(Number(cents) / 100);
}

/** A fraction ("0.0123") as a percentage ("1.23%"): display only, two decimals. */
export function formatPercent(fraction: string, locale: string): string {
  return new Intl.NumberFormat(locale, {
    style: 'percent',
    maximumFractionDigits: 2,
  }).format(Number(fraction));
}

/** Basis points as a percentage ("0.5%"). */
export function formatBps(bps: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(
    bps / 10_000,
  );
}

export type SlippageCheck =
  | { kind: 'invalid' }
  | { kind: 'out_of_range'; min: number; max: number }
  | { kind: 'ok'; bps: number; warn: boolean };

/** The slippage field (a percentage, "0.5") as basis points within the allowed bounds. */
export function checkSlippage(text: string, locale: string): SlippageCheck {
  const human = normalizeAmount(text.replace('%', ''), locale);
  if (human === null) return { kind: 'invalid' };
  const fraction = human.split('.')[1] ?? '';
  if (fraction.replace(/0+$/, '').length > 2) return { kind: 'invalid' };
  const bps = Number(parseUnits(human, 2));
  if (bps < MIN_SLIPPAGE_BPS || bps > MAX_SLIPPAGE_BPS) {
    return { kind: 'out_of_range', min: MIN_SLIPPAGE_BPS, max: MAX_SLIPPAGE_BPS };
  }
  return { kind: 'ok', bps, warn: bps > WARN_SLIPPAGE_BPS };
}

/** The text a slippage in bps shows in its field ("0.5"). */
export function slippageText(bps: number, locale: string): string {
  return formatDecimal(formatUnits(BigInt(bps), 2), locale, 2);
}

/** "0x1234…abcd". */
export function shortAddress(address: string): string {
  return address.length > 12 ? `${address.slice(0, 6)}…${address.slice(-4)}` : address;
}

/** Gas kept back when "max" sells the native coin: a swap's worth at twice the gas price. */
const SWAP_GAS_HEADROOM = 400_000n;
/** When the gas price is unknown: 0.01 of the coin. */
const FALLBACK_HEADROOM = 10n ** 16n;

/**
 * At least this much is kept back on a rollup, whose swap also pays an L1 data fee that its L2
 * gas price leaves out (cents on OP Mainnet and Arbitrum One, ten times the L2 gas or more when
 * L1 is busy): 0.0002 ETH.
 */
const ROLLUP_MIN_HEADROOM = 2n * 10n ** 14n;

/** What "max" fills in: the whole balance of a token; of the native coin, less gas headroom. */
export function maxSpendable(
  balance: bigint,
  native: boolean,
  gasPriceWei: bigint | null,
  rollup = false,
) {
  if (!native) return balance;
  const gas = gasPriceWei === null ? FALLBACK_HEADROOM : SWAP_GAS_HEADROOM * gasPriceWei * 2n;
  const headroom = rollup && gas < ROLLUP_MIN_HEADROOM ? ROLLUP_MIN_HEADROOM : gas;
  return balance > headroom ? balance - headroom : 0n;
}

/** Base units as the amount field shows them: every digit, the locale's decimal mark, no grouping. */
export function amountFieldText(base: bigint, decimals: number, locale: string): string {
  return formatUnits(base, decimals).replace('.', separators(locale).decimal);
}
