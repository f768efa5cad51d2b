import 'server-only';
import { env } from '../../env';
import type { AuthStrategyName } from './names';
import type { OrderSource } from '../../db/schema/order-sources';
import { referredPartner, type Referral } from './referral';
import type { Caller } from './strategy';

// The attribution an order (a swap, a ramp checkout) records, derived from the caller the route
// kit identified (ADR 0021). It is a statistic for partner accounting, not a permission: a
// script that forges the site's Origin is counted as the site's own form and gains nothing by it.

export interface Attribution {
  source: OrderSource;
  /** The partner whose key identified the caller, or whose affiliate link the visitor followed. */
  partnerId?: string;
  keyId?: string;
}

/** The site's own page: the Origin a browser sends with a form's POST is the site's. */
function fromSitePage(request: Request): boolean {
  const origin = request.headers.get('origin');
  if (origin === null) return false;
  const site = [new URL(env().SITE_URL).origin, new URL(request.url).origin];
  return URL.canParse(origin) && site.includes(new URL(origin).origin);
}

/**
 * The source of each strategy's callers; a new strategy does not compile until it names one.
 * widget-v1 is no caller's: it is the site's own form marked `source: 'widget-v1'`
 * (orderAttribution), as are the swaps the bot's buttons open (`source: 'bot'`).
 */
const SOURCE_OF: Record<AuthStrategyName, (request: Request) => OrderSource> = {
  // A browser sends Origin with every POST; a request without it is a script using the API.
  public: (request) => (fromSitePage(request) ? 'web' : 'api'),
  // The operator's command creates no order; were it to, it is a script on the API.
  admin: () => 'api',
  partnerKey: () => 'api',
  // A partner's own page calling the API with its key, not one of our widgets.
  publishableKey: () => 'api',
  // The whole swap inside the embedded widget (v2) runs on an embed token.
  embed: () => 'widget-v2',
  // Webhook senders (the messaging bot's updates) create no order themselves; were one to, it
  // would be the bot's. The swaps its buttons open are the site's form marked `source: 'bot'`.
  webhook: () => 'bot',
};

/** Who an order is attributed to: the caller's source, and its partner and key when present. */
export function attributionOf(caller: Caller, request: Request): Attribution {
  const attribution: Attribution = { source: SOURCE_OF[caller.strategy](request) };
  if (caller.partnerId !== undefined) attribution.partnerId = caller.partnerId;
  if (caller.keyId !== undefined) attribution.keyId = caller.keyId;
  return attribution;
}

/**
 * The attribution of an order a route creates (ADR 0022): attributionOf, and for the site's own
 * form (a public caller counted as `web`) the active partner of the affiliate link the visitor
 * followed, from the request's `ref` or else the consented `sl_ref` cookie. A key caller keeps
 * its key's partner: a `ref` it sends is ignored. Such an order records no key. The same form
 * inside the embedded widget (`source: 'widget-v2'`, ADR 0023), or opened in a tab by the compact
 * widget or the bot (`widget-v1`, `bot`; ./source-marker.ts), is counted as that source, with
 * the partner of the request's own `ref` only: the widget's partner, not a cookie of another
 * visit.
 */
export async function orderAttribution(
  caller: Caller,
  request: Request,
  referral: Referral,
): Promise<Attribution> {
  const attribution = attributionOf(caller, request);
  if (caller.strategy !== 'public' || attribution.source !== 'web') return attribution;
  if (referral.source !== undefined) {
    const { source } = referral;
    const partnerId = await referredPartner({ ref: referral.ref });
    return partnerId === null ? { source } : { source, partnerId };
  }
  const partnerId = await referredPartner(referral);
  return partnerId === null ? attribution : { ...attribution, partnerId };
}
