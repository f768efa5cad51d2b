import type { EmbedTheme } from '@/lib/embed/theme';
import { DEFAULT_SELECTION, type SwapSelection } from '@/components/exchange/types';
import type { WidgetIgnored, WidgetParams } from '@/lib/widgets/params';
import type { EmbedScheme } from './embed-theme';

// What /v2/widget opens with, from its URL parameters (lib/widgets/params.ts), the shipped
// catalogue and the partner's widget profile: pure, so the rules are tested without a server.
// Whatever cannot be used is left at its default and named in `ignored`, which the widget says.

/** The largest amount the widget opens with: a figure past it is a typo, not a swap. */
export const WIDGET_AMOUNT_MAX = 1_000_000_000;

/** What the page knows of the partner a valid `ref` names (lib/partner-program/widget-profile). */
export interface WidgetPartner {
  partnerId: string;
  theme: EmbedTheme;
  displayName?: string | undefined;
  /** Its https logo (white label); the widget pages' CSP admits its origin for this partner. */
  logoUrl?: string | undefined;
  hideLogoAllowed: boolean;
  allowedOrigins: readonly string[];
}

export interface WidgetConfig {
  selection: SwapSelection;
  /** `rate=both`: fixed and floating offers, with the switch between them. */
  rateChoice: boolean;
  lockPair: boolean;
  /** The active partner's id (attribution) and what the frame shows of it; null without one. */
  partner: {
    id: string;
    displayName: string | null;
    logoUrl: string | null;
    allowedOrigins: readonly string[];
  } | null;
  hideLogo: boolean;
  theme: EmbedTheme;
  scheme: EmbedScheme;
  ignored: WidgetIgnored[];
}

/** The coin that goes with `code` when the URL names only one side. */
function counterpart(code: string, preferred: string, fallback: string): string {
  return code === preferred ? fallback : preferred;
}

/**
 * The widget's starting state. `coinExists` checks the catalogue; `partner` is the profile of
 * the active partner `params.ref` names, or null (an unknown or suspended one: ignored).
 * Colours: the site's tokens, under the partner's stored theme, under the URL's colours (a
 * host's snippet is the most specific say; the stored theme is the partner's default).
 */
export function widgetConfig(
  parsed: { params: WidgetParams; ignored: readonly WidgetIgnored[] },
  coinExists: (code: string) => boolean,
  partner: WidgetPartner | null,
): WidgetConfig {
  const { params } = parsed;
  const ignored: WidgetIgnored[] = [...parsed.ignored];
  let from = params.from;
  let to = params.to;
  if (from !== undefined && !coinExists(from)) {
    ignored.push({ name: 'from', reason: 'invalid' });
    from = undefined;
  }
  if (to !== undefined && !coinExists(to)) {
    ignored.push({ name: 'to', reason: 'invalid' });
    to = undefined;
  }
  from ??=
    to === undefined
      ? DEFAULT_SELECTION.from
      : counterpart(to, DEFAULT_SELECTION.from, DEFAULT_SELECTION.to);
  to ??= counterpart(from, DEFAULT_SELECTION.to, DEFAULT_SELECTION.from);
  let amount = params.amount;
  if (amount !== undefined && !(Number(amount) > 0 && Number(amount) <= WIDGET_AMOUNT_MAX)) {
    ignored.push({ name: 'amount', reason: 'invalid' });
    amount = undefined;
  }
  if (params.ref !== undefined && partner === null)
    ignored.push({ name: 'ref', reason: 'invalid' });
  const hideLogo = params.hideLogo && partner?.hideLogoAllowed === true;
  if (params.hideLogo && !hideLogo) ignored.push({ name: 'hideLogo', reason: 'invalid' });

  const theme: EmbedTheme = { ...partner?.theme };
  if (params.primary) theme.primary = params.primary;
  if (params.background) theme.background = params.background;
  if (params.radius !== undefined) theme.radius = params.radius;

  return {
    selection: {
      from,
      to,
      amount: amount ?? DEFAULT_SELECTION.amount,
      rateType: params.rate === 'fixed' ? 'fixed' : 'floating',
    },
    rateChoice: params.rate === 'both',
    lockPair: params.lock,
    partner: partner && {
      id: partner.partnerId,
      displayName: partner.displayName ?? null,
      logoUrl: partner.logoUrl ?? null,
      allowedOrigins: partner.allowedOrigins,
    },
    hideLogo,
    theme,
    scheme: params.theme,
    ignored,
  };
}
