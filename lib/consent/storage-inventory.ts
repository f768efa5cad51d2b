import { LOCALE_COOKIE } from '../i18n/locales';
import type { ConsentCategory } from './categories';

// Every cookie and browser-storage key this site sets or lets a third party set (Google's
// tags and reCAPTCHA, WalletConnect's SDK), by consent category. The code that writes one takes its name from here (lib/consent/cookie.ts,
// lib/navigation/chunk-reload.ts); the locale cookie's name lives in lib/i18n, which the layers
// keep from importing a domain, so its entry takes the name from there. The affiliate cookie's
// lives in lib/api/auth/ref-link.ts for the same reason; its entry repeats it rather than import
// it, so the consent code on every page does not load the link rules. The cookie policy page
// renders this list, and tests/unit/consent/storage-inventory.test.ts scans the source for any
// cookie or storage write whose key is not listed here (and holds the repeated name equal).
//
// This module holds the items the site's own code writes, which browser code imports by name;
// the items Google's and WalletConnect's scripts write, and the whole list the cookie policy
// shows, are lib/consent/storage-list.ts's, so that no page's first-load JS carries them.

export type StorageKind = 'cookie' | 'sessionStorage' | 'localStorage' | 'indexedDB';
export type StorageCategory = 'necessary' | ConsentCategory;

/**
 * How long an item lives: until the tab or browser session ends, a fixed time, or until the
 * visitor deletes the site's data (storage that its writer keeps with no expiry).
 */
export type StorageLifetime =
  { unit: 'session' } | { unit: 'persistent' } | { unit: 'day' | 'month' | 'year'; count: number };

/**
 * When an item can exist at all: always, or only when the operator configured the service
 * (GTM_ID for Google Tag Manager, RECAPTCHA_SITE_KEY for the form bot check,
 * WALLETCONNECT_PROJECT_ID for WalletConnect on /dex).
 */
export type StorageCondition = 'always' | 'tagManager' | 'recaptcha' | 'walletConnect';

export interface StorageItem {
  /** Key of its purpose under StorageTable.items in messages/. */
  id: string;
  /** The cookie or key as the browser shows it; `<ID>` stands for a part that varies. */
  name: string;
  kind: StorageKind;
  category: StorageCategory;
  /** Who writes it: this site, or a service the operator enabled (Google's, WalletConnect). */
  setBy: 'site' | 'googleAnalytics' | 'googleAds' | 'recaptcha' | 'walletConnect';
  /** The domain it belongs to: this site's, or Google's (a third-party cookie). */
  party: 'first' | 'third';
  lifetime: StorageLifetime;
  condition: StorageCondition;
}

const DAY_SECONDS = 24 * 60 * 60;
const UNIT_DAYS = { day: 1, month: 30, year: 365 } as const;

/** A fixed lifetime in seconds (a year is 365 days), for a cookie's Max-Age. */
export function lifetimeSeconds(
  lifetime: Exclude<StorageLifetime, { unit: 'session' | 'persistent' }>,
): number {
  return lifetime.count * UNIT_DAYS[lifetime.unit] * DAY_SECONDS;
}

export type Varying<Fixed extends keyof StorageItem> = Omit<StorageItem, Fixed>;

/**
 * An item this site writes for itself and needs to work: strictly necessary, first-party, always
 * there. Only its id, name, kind and lifetime differ.
 */
const necessary = <const Item extends Varying<'category' | 'setBy' | 'party' | 'condition'>>(
  item: Item,
) =>
  ({
    ...item,
    category: 'necessary',
    setBy: 'site',
    party: 'first',
    condition: 'always',
  }) as const satisfies StorageItem;

const SESSION = { unit: 'session' } as const;
const ONE_YEAR = { unit: 'year', count: 1 } as const;

/**
 * The consent choice (lib/consent/cookie.ts), written by the banner in the page or by its form
 * posted without JavaScript (app/apiglobal/consent); strictly necessary: it records the choice.
 */
export const CONSENT_PREFERENCES = necessary({
  id: 'consentPreferences',
  name: 'cookie_preferences',
  kind: 'cookie',
  lifetime: ONE_YEAR,
});

/** The language chosen (next-intl, set by proxy.ts and the language switch). */
export const LOCALE_PREFERENCE = necessary({
  id: 'locale',
  name: LOCALE_COOKIE.name,
  kind: 'cookie',
  lifetime: ONE_YEAR,
});

/** The chunk-reload guard (spec section 8): how many reloads this session has made. */
export const CHUNK_RELOAD_COUNT = necessary({
  id: 'chunkReloadCount',
  name: 'swaplens:chunk-reload-count',
  kind: 'sessionStorage',
  lifetime: SESSION,
});

/** The chunk-reload guard: when each path was last reloaded, so one path reloads once per 10 s. */
export const CHUNK_RELOAD_LAST = necessary({
  id: 'chunkReloadLast',
  name: 'swaplens:chunk-reload-last',
  kind: 'sessionStorage',
  lifetime: SESSION,
});

/**
 * What the visitor typed in step 2 of a swap (addresses, memos), so a reload or Back and Forward
 * keep it; only this tab, gone when it closes, and removed once the swap is created. Strictly
 * necessary: it only holds input the visitor gave for the swap they asked for.
 */
export const CHECKOUT_DRAFT = necessary({
  id: 'checkoutDraft',
  name: 'swaplens:checkout-draft',
  kind: 'sessionStorage',
  lifetime: SESSION,
});

/**
 * A DEX swap the visitor's wallet has sent but our server has not yet recorded (its status page
 * needs the record): kept in this tab until the server has it, then removed
 * (lib/dex/client/swap-records.ts). Strictly necessary: it only holds the swap the visitor made.
 */
export const DEX_UNRECORDED_SWAPS = necessary({
  id: 'dexUnrecordedSwaps',
  name: 'dex:unrecorded-swaps',
  kind: 'sessionStorage',
  lifetime: SESSION,
});

/**
 * The partner whose affiliate link (`?ref=`) the visitor followed last, so a swap in the next 30
 * days credits it (set by proxy.ts, read when a swap or checkout is created). Not strictly
 * necessary: it serves the operator's and the partner's accounting, not the visitor (ADR 0022),
 * so it is set only with consent to targeting and advertising cookies
 * (lib/consent/ref-cookie.ts, whose REF_CONSENT_CATEGORY a test holds equal to this one).
 */
export const AFFILIATE_REF = {
  id: 'affiliateRef',
  // REF_COOKIE.name (lib/api/auth/ref-link.ts); tests/unit/consent/storage-inventory.test.ts
  // holds them equal.
  name: 'sl_ref',
  kind: 'cookie',
  category: 'targeting',
  setBy: 'site',
  party: 'first',
  lifetime: { unit: 'day', count: 30 },
  condition: 'always',
} as const satisfies StorageItem;
