import 'server-only';
import { listCurrencies, type Currency } from '../../catalogue';
import { compactPopularCurrencies, type CompactCurrency } from '../../catalogue/compact';
import type { EmbedTheme } from '../../embed/theme';
import { widgetProfileOf } from '../../partner-program/widget-profile';
import type { RateType } from '../../rates/contract';
import {
  parseWidgetParams,
  type WidgetIgnoredReason,
  type WidgetTheme,
} from '../../widgets/params';

// What the compact widget (/widget, docs/widgets.md) shows for its query: the URL's parameters
// read by the widgets' rules (lib/widgets/params.ts), then what only the server knows checked: the
// coins against the catalogue, the partner against the active partners, hideLogo against the
// partner's permission. Whatever could not be used falls back to the default and is named, so
// the frame always shows a working box and the host learns what to fix.

/** The site's pair and amount when the URL names none (the home page's form starts with them). */
export const COMPACT_DEFAULTS = { from: 'btc', to: 'eth', amount: '0.1' } as const;

/** Why a parameter was not applied: the URL rules' reasons, and the two the page checks. */
export type CompactIgnoredReason = WidgetIgnoredReason | 'not_allowed' | 'unknown_partner';

export interface CompactIgnored {
  name: string;
  reason: CompactIgnoredReason;
}

export interface CompactWidgetView {
  from: string;
  to: string;
  amount: string;
  /** v1 shows one kind of offer: floating unless the URL asks for fixed (`both` is v2's). */
  rateType: RateType;
  lock: boolean;
  /** An active partner's id: attribution and its profile. */
  partnerId: string | null;
  partner: { displayName: string | null; logoUrl: string | null } | null;
  /** The partner's stored theme with the URL's colours and radius over it. */
  theme: EmbedTheme;
  mode: WidgetTheme;
  /** false only for a partner allowed to hide our logo that asked for it. */
  showOurLogo: boolean;
  ignored: CompactIgnored[];
  /** The popular coins and the pair's own, for the pickers' first paint. */
  coins: CompactCurrency[];
}

/** The view of a /widget query. */
export async function compactWidgetView(search: URLSearchParams): Promise<CompactWidgetView> {
  const { params, ignored: parsed } = parseWidgetParams(search);
  const ignored: CompactIgnored[] = [...parsed];
  const [currencies, profile] = await Promise.all([
    listCurrencies(),
    params.ref === undefined ? null : widgetProfileOf(params.ref),
  ]);
  const byCode = new Map(currencies.map((currency) => [currency.code, currency]));
  const known = (side: 'from' | 'to') => {
    const code = params[side];
    if (code === undefined) return undefined;
    if (byCode.has(code)) return code;
    ignored.push({ name: side, reason: 'invalid' });
    return undefined;
  };
  const from = known('from') ?? COMPACT_DEFAULTS.from;
  let to = known('to') ?? COMPACT_DEFAULTS.to;
  // A default counterpart that is the chosen coin itself (from=eth) gives way to the other one.
  if (to === from)
    to = from === COMPACT_DEFAULTS.from ? COMPACT_DEFAULTS.to : COMPACT_DEFAULTS.from;

  if (params.ref !== undefined && profile === null) {
    ignored.push({ name: 'ref', reason: 'unknown_partner' });
  }
  const hideLogo = params.hideLogo && profile?.hideLogoAllowed === true;
  if (params.hideLogo && !hideLogo) ignored.push({ name: 'hideLogo', reason: 'not_allowed' });

  const theme: EmbedTheme = { ...profile?.theme };
  if (params.primary) theme.primary = params.primary;
  if (params.background) theme.background = params.background;
  if (params.radius !== undefined) theme.radius = params.radius;

  return {
    from,
    to,
    amount: params.amount ?? COMPACT_DEFAULTS.amount,
    rateType: params.rate === 'fixed' ? 'fixed' : 'floating',
    lock: params.lock,
    partnerId: profile?.partnerId ?? null,
    partner: profile
      ? { displayName: profile.displayName ?? null, logoUrl: profile.logoUrl ?? null }
      : null,
    theme,
    mode: params.theme,
    showOurLogo: !hideLogo,
    ignored,
    coins: pickerCoins(currencies, [from, to]),
  };
}

/** The popular coins, with the pair's coins first when they are not among them. */
function pickerCoins(currencies: readonly Currency[], pair: readonly string[]): CompactCurrency[] {
  const popular = compactPopularCurrencies(currencies);
  const missing = currencies.filter(
    (currency) => pair.includes(currency.code) && !popular.some(([code]) => code === currency.code),
  );
  return [...compactPopularCurrencies(missing.map((c) => ({ ...c, popularRank: 0 }))), ...popular];
}
