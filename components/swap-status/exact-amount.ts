// Amounts a visitor must send exactly, in the locale's style without losing a digit: the API's
// decimal string is split into its whole and fraction digits, the whole part grouped by
// Intl.NumberFormat (as a BigInt, never a float) and joined with the locale's decimal mark.
// "1234.567890123456789" reads "1,234.567890123456789" in English, "1.234,567890123456789" in
// German and "1 234,567890123456789" in French.

const DECIMAL = /^(\d+)(?:\.(\d+))?$/;

function decimalMark(locale: string): string {
  const parts = new Intl.NumberFormat(locale).formatToParts(1.5);
  return parts.find((part) => part.type === 'decimal')?.value ?? '.';
}

/** A '.'-decimal string in the locale's digits and separators, every digit kept. */
export function formatExactAmount(value: string, locale: string): string {
  const match = DECIMAL.exec(value.trim());
  if (!match) return value;
  const [, whole = '0', fraction] = match;
  const grouped = new Intl.NumberFormat(locale, { useGrouping: true }).format(BigInt(whole));
  if (!fraction) return grouped;
  // The fraction's digits in the locale's numbering system (Latin in every locale of the site).
  const digits = new Intl.NumberFormat(locale, { useGrouping: false });
  const localFraction = [...fraction].map((digit) => digits.format(Number(digit))).join('');
  return `${grouped}${decimalMark(locale)}${localFraction}`;
}
