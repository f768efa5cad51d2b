import { PARTNER_REF_FORMAT } from '@/lib/api/auth/ref-link';
import type { Locale } from '@/lib/i18n/locales';
import { readAmount } from '@/lib/rates/rules';
import {
  readHexColour,
  WIDGET_RADIUS_MAX,
  type WidgetParams,
  type WidgetRate,
  type WidgetTheme,
  type WidgetVersion,
} from '@/lib/widgets/params';

// The builder's options as typed, and what of them goes into the widget's query: only values the
// widget would accept (the same readers as lib/widgets/params.ts), so a snippet never carries a
// parameter the widget would ignore. Each text field also gets its check for the form's inline
// error and validation tags. Pure, client-safe.

export interface BuilderOptions {
  version: WidgetVersion;
  from: string;
  to: string;
  amount: string;
  rate: WidgetRate;
  theme: WidgetTheme;
  primary: string;
  background: string;
  radius: string;
  lock: boolean;
  ref: string;
  /** '' is the visitor's own language (the widget's default). */
  lang: Locale | '';
}

export const DEFAULT_OPTIONS: BuilderOptions = {
  version: 'v2',
  from: 'btc',
  to: 'eth',
  amount: '',
  rate: 'both',
  theme: 'auto',
  primary: '',
  background: '',
  radius: '',
  lock: false,
  ref: '',
  lang: '',
};

/** `empty` (the widget's default), `ok` with the value used, or `invalid` (left out). */
export type Check<T> = { state: 'empty' } | { state: 'ok'; value: T } | { state: 'invalid' };

function check<T>(raw: string, read: (value: string) => T | null): Check<T> {
  if (raw.trim() === '') return { state: 'empty' };
  const value = read(raw);
  return value === null ? { state: 'invalid' } : { state: 'ok', value };
}

const readRadius = (value: string) => {
  const trimmed = value.trim();
  if (!/^\d{1,2}$/.test(trimmed)) return null;
  const radius = Number(trimmed);
  return radius <= WIDGET_RADIUS_MAX ? radius : null;
};

export interface OptionChecks {
  amount: Check<string>;
  primary: Check<`#${string}`>;
  background: Check<`#${string}`>;
  radius: Check<number>;
  ref: Check<string>;
}

export function checkOptions(options: BuilderOptions): OptionChecks {
  return {
    amount: check(options.amount, (value) => readAmount(value.trim().replace(',', '.'))),
    primary: check(options.primary, readHexColour),
    background: check(options.background, readHexColour),
    radius: check(options.radius, readRadius),
    ref: check(options.ref, (value) =>
      PARTNER_REF_FORMAT.test(value.trim()) ? value.trim() : null,
    ),
  };
}

const used = <T>(result: Check<T>): T | undefined =>
  result.state === 'ok' ? result.value : undefined;

/** The widget's parameters from the options: valid values only; `rate` only for v2. */
export function optionParams(options: BuilderOptions): Partial<WidgetParams> {
  const checks = checkOptions(options);
  return {
    from: options.from,
    to: options.from === options.to ? undefined : options.to,
    amount: used(checks.amount),
    rate: options.version === 'v2' ? options.rate : undefined,
    lang: options.lang || undefined,
    theme: options.theme,
    primary: used(checks.primary),
    background: used(checks.background),
    radius: used(checks.radius),
    ref: used(checks.ref),
    lock: options.lock,
  };
}

/** WCAG relative luminance of #rrggbb. */
function luminance(hex: string): number {
  const channel = (offset: number) => {
    const value = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** The WCAG contrast ratio of two #rrggbb colours, e.g. 4.5 (rounded down to one decimal). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return Math.floor(((light + 0.05) / (dark + 0.05)) * 10) / 10;
}

/** Text contrast the builder asks for (WCAG 1.4.3, normal text). */
export const MIN_CONTRAST = 4.5;
