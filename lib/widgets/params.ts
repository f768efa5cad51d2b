import { PARTNER_REF_FORMAT } from '@/lib/api/auth/ref-link';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { readAmount, readCurrencyCode } from '@/lib/rates/rules';

// The widgets' URL parameters (docs/widgets.md): what a host page may put in the iframe's src of
// /v2/widget and /widget, read by pure rules without zod, so the widget reads its own query
// before any schema library loads. Nothing here is trusted for money: the URL chooses a pair, an
// amount and a look, never a fee or a rate (the offers service prices every quote). A value that
// cannot be used is dropped and named in `ignored`, so the widget opens with its default and can
// say what it left out instead of showing a blank frame. Whether a coin exists, and whether the
// partner may hide the logo, is for the page to check (it knows the catalogue and the partner).

export const WIDGET_VERSIONS = ['v1', 'v2'] as const;
export type WidgetVersion = (typeof WIDGET_VERSIONS)[number];

/** `both` shows fixed and floating offers side by side; the other two show only that kind. */
export const WIDGET_RATES = ['both', 'fixed', 'floating'] as const;
export type WidgetRate = (typeof WIDGET_RATES)[number];

export const WIDGET_THEMES = ['auto', 'light', 'dark'] as const;
export type WidgetTheme = (typeof WIDGET_THEMES)[number];

/** Corner radius in CSS pixels, as the embed theme takes it (lib/embed/theme.ts). */
export const WIDGET_RADIUS_MAX = 32;

export interface WidgetParams {
  from?: string;
  to?: string;
  /** An amount to send, in whole coins, as the offers API reads it. */
  amount?: string;
  rate: WidgetRate;
  /** The widget's language; without it, the browser's (Accept-Language), else English. */
  lang?: Locale;
  theme: WidgetTheme;
  /** #rrggbb (a 3-digit or #-less hex is normalised to it). */
  primary?: `#${string}`;
  background?: `#${string}`;
  radius?: number;
  /** The partner (its id, as in `?ref=` links): attribution, theme, allowed origins. */
  ref?: string;
  /** The pair is fixed: the visitor changes the amount, not the coins. */
  lock: boolean;
  /** Asked for; honoured only for a partner allowed it (the page checks). */
  hideLogo: boolean;
}

/** Why a parameter was left out: `invalid` value, `unknown` name, or `duplicate` (first wins). */
export type WidgetIgnoredReason = 'invalid' | 'unknown' | 'duplicate';

export interface WidgetIgnored {
  name: string;
  reason: WidgetIgnoredReason;
}

export interface ParsedWidgetParams {
  params: WidgetParams;
  ignored: WidgetIgnored[];
}

export const WIDGET_DEFAULTS = {
  rate: 'both',
  theme: 'auto',
  lock: false,
  hideLogo: false,
} as const satisfies Partial<WidgetParams>;

/** Our parameter names, in the order widgetQuery writes them. */
export const WIDGET_PARAM_NAMES = [
  'from',
  'to',
  'amount',
  'rate',
  'lang',
  'theme',
  'primary',
  'background',
  'radius',
  'ref',
  'lock',
  'hideLogo',
] as const satisfies readonly (keyof WidgetParams)[];
type ParamName = (typeof WIDGET_PARAM_NAMES)[number];

const isParamName = (name: string): name is ParamName =>
  (WIDGET_PARAM_NAMES as readonly string[]).includes(name);

/** A hex colour as #rrggbb (lower case), from #rgb, #rrggbb, rgb or rrggbb; else null. */
export function readHexColour(value: string): `#${string}` | null {
  const hex = value.trim().replace(/^#/, '').toLowerCase();
  if (/^[0-9a-f]{6}$/.test(hex)) return `#${hex}`;
  if (/^[0-9a-f]{3}$/.test(hex)) return `#${[...hex].map((c) => c + c).join('')}`;
  return null;
}

/** true for 1/true/yes and an empty value (`?lock`), false for 0/false/no; null otherwise. */
function readFlag(value: string): boolean | null {
  const flag = value.trim().toLowerCase();
  if (['', '1', 'true', 'yes'].includes(flag)) return true;
  if (['0', 'false', 'no'].includes(flag)) return false;
  return null;
}

/** `en`, `de`, also `en-US` or `pt_BR` (the language part), as hosts write it. */
function readLang(value: string): Locale | null {
  const lang = value.trim().toLowerCase().split(/[-_]/)[0];
  return isLocale(lang) ? lang : null;
}

function readRadius(value: string): number | null {
  if (!/^\d{1,2}(?:px)?$/.test(value.trim())) return null;
  const radius = Number.parseInt(value, 10);
  return radius <= WIDGET_RADIUS_MAX ? radius : null;
}

function oneOf<T extends string>(options: readonly T[]) {
  return (value: string): T | null => {
    const option = value.trim().toLowerCase();
    return options.find((candidate) => candidate === option) ?? null;
  };
}

/** Each parameter's reader: the value to keep, or null to drop it as invalid. */
const READERS: { [K in ParamName]: (value: string) => WidgetParams[K] | null } = {
  from: (value) => readCurrencyCode(value),
  to: (value) => readCurrencyCode(value),
  // A decimal comma is what a German host may write; grouping is never accepted.
  amount: (value) => readAmount(value.replace(',', '.')),
  rate: oneOf(WIDGET_RATES),
  lang: readLang,
  theme: oneOf(WIDGET_THEMES),
  primary: readHexColour,
  background: readHexColour,
  radius: readRadius,
  ref: (value) => (PARTNER_REF_FORMAT.test(value.trim()) ? value.trim() : null),
  lock: readFlag,
  hideLogo: readFlag,
};

type Search = URLSearchParams | string;
const toSearch = (search: Search) =>
  typeof search === 'string' ? new URLSearchParams(search) : search;

/**
 * The widget's parameters from its query: each known name read by its rule, the first of a
 * repeated name kept; what could not be used is in `ignored`. A pair of the same coin twice
 * drops `to` (the page then picks its default counterpart).
 */
export function parseWidgetParams(search: Search): ParsedWidgetParams {
  const params: WidgetParams = { ...WIDGET_DEFAULTS };
  const ignored: WidgetIgnored[] = [];
  const seen = new Set<string>();
  for (const [name, value] of toSearch(search)) {
    if (!isParamName(name)) {
      ignored.push({ name, reason: 'unknown' });
      continue;
    }
    if (seen.has(name)) {
      ignored.push({ name, reason: 'duplicate' });
      continue;
    }
    seen.add(name);
    const read = READERS[name](value);
    if (read === null) ignored.push({ name, reason: 'invalid' });
    else (params as unknown as Record<string, unknown>)[name] = read;
  }
  if (params.from !== undefined && params.from === params.to) {
    delete params.to;
    ignored.push({ name: 'to', reason: 'invalid' });
  }
  return { params, ignored };
}

/**
 * The canonical query of a widget's parameters (no leading `?`): our names in a fixed order,
 * defaults left out, flags as `1`. parseWidgetParams(widgetQuery(p)).params equals p.
 */
export function widgetQuery(params: Partial<WidgetParams>): string {
  const query = new URLSearchParams();
  for (const name of WIDGET_PARAM_NAMES) {
    const value = params[name];
    if (value === undefined || value === (WIDGET_DEFAULTS as Record<string, unknown>)[name]) {
      continue;
    }
    query.set(name, typeof value === 'boolean' ? '1' : String(value));
  }
  return query.toString();
}

/**
 * Other widgets' names for our parameters, as hosts copy them from ChangeNOW, Changelly,
 * LetsExchange and StealthEX snippets (../shared/reviews/anchors-business-dex-2026-12.md).
 * Values pass through the same readers, so an alias never admits what our name would refuse.
 */
export const WIDGET_PARAM_ALIASES: Readonly<Record<string, ParamName>> = {
  from_currency: 'from',
  fromCurrency: 'from',
  currency_from: 'from',
  to_currency: 'to',
  toCurrency: 'to',
  currency_to: 'to',
  amount_from: 'amount',
  amountFrom: 'amount',
  fromAmount: 'amount',
  locale: 'lang',
  language: 'lang',
  primaryColor: 'primary',
  primary_color: 'primary',
  color: 'primary',
  backgroundColor: 'background',
  background_color: 'background',
  link_id: 'ref',
  ref_id: 'ref',
  affiliate_id: 'ref',
  partner: 'ref',
};

/** Legacy values that need more than a new name. */
const LEGACY_VALUES: Readonly<Record<string, (value: string) => [ParamName, string] | null>> = {
  // ChangeNOW: darkMode=true|false.
  darkMode: (value) => {
    const flag = readFlag(value);
    return flag === null ? null : ['theme', flag ? 'dark' : 'light'];
  },
  // fixed=true: a fixed-rate widget; fixed=false: floating.
  fixed: (value) => {
    const flag = readFlag(value);
    return flag === null ? null : ['rate', flag ? 'fixed' : 'floating'];
  },
  // ChangeNOW: logo=false hides it (still only for a partner allowed to).
  logo: (value) => {
    const flag = readFlag(value);
    return flag === null ? null : ['hideLogo', flag ? '0' : '1'];
  },
};

/**
 * A query in our names: our own parameters kept, known aliases renamed (our name wins over an
 * alias), everything else dropped. `dropped` lists the names that had no mapping, so a redirect
 * can log them; values are not checked here (parseWidgetParams does that on the page).
 */
export function mapLegacyParams(search: Search): { query: URLSearchParams; dropped: string[] } {
  const query = new URLSearchParams();
  const fromAlias = new URLSearchParams();
  const dropped: string[] = [];
  for (const [name, value] of toSearch(search)) {
    if (isParamName(name)) {
      if (!query.has(name)) query.set(name, value);
      continue;
    }
    const special = LEGACY_VALUES[name]?.(value);
    if (special) {
      if (!fromAlias.has(special[0])) fromAlias.set(special[0], special[1]);
      continue;
    }
    const alias = WIDGET_PARAM_ALIASES[name];
    if (alias !== undefined) {
      if (!fromAlias.has(alias)) fromAlias.set(alias, value);
      continue;
    }
    dropped.push(name);
  }
  for (const [name, value] of fromAlias) if (!query.has(name)) query.set(name, value);
  // Keep our canonical order, so equal requests make equal URLs (and cache keys).
  const ordered = new URLSearchParams();
  for (const name of WIDGET_PARAM_NAMES) {
    const value = query.get(name);
    if (value !== null) ordered.set(name, value);
  }
  return { query: ordered, dropped };
}
