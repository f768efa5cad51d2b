// Amounts travel as decimal strings with '.'; visitors type and read them in their own locale.

/** The decimal separator of a locale ('.' or ','). */
export function decimalSeparator(locale: string): string {
  const part = new Intl.NumberFormat(locale).formatToParts(1.5).find((p) => p.type === 'decimal');
  return part?.value ?? '.';
}

/** Turns what the visitor typed ("0,5", "1 000.25") into '.'-decimal text, or null if invalid. */
export function normaliseAmountInput(text: string, locale: string): string | null {
  const value = text.replace(/[\s\u00a0\u202f']/g, '');
  if (value === '') return '';
  const marks = value.match(/[.,]/g) ?? [];
  let decimal: string | null = null;
  if (new Set(marks).size === 2)
    decimal = value[Math.max(value.lastIndexOf('.'), value.lastIndexOf(','))] ?? null;
  else if (marks.length === 1) {
    const mark = marks[0]!;
    // "1,000" in English is a thousand; "0,5" anywhere is a half.
    const grouping = mark !== decimalSeparator(locale) && /^\d{1,3}[.,]\d{3}$/.test(value);
    decimal = grouping ? null : mark;
  }
  const grouping = decimal === ',' ? '.' : ',';
  const plain = value
    .split(grouping)
    .join('')
    .replace(decimal ?? '.', '.');
  const cleaned = decimal === null ? plain.replace(/[.,]/g, '') : plain;
  return /^\d*\.?\d*$/.test(cleaned) ? cleaned : null;
}

/** '.'-decimal text shown in the locale's style while editing (no grouping, keeps digits). */
export function displayAmountInput(value: string, locale: string): string {
  return decimalSeparator(locale) === ',' ? value.replace('.', ',') : value;
}

/** A decimal string formatted for reading: grouping, up to `digits` fraction digits. */
export function formatAmount(value: string | number, locale: string, digits = 8): string {
  const number = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(number)) return String(value);
  const maximumFractionDigits = number >= 1000 ? 2 : number >= 1 ? Math.min(digits, 6) : digits;
  return new Intl.NumberFormat(locale, { maximumFractionDigits }).format(number);
}
