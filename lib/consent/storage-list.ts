import {
  AFFILIATE_REF,
  CHECKOUT_DRAFT,
  CHUNK_RELOAD_COUNT,
  CHUNK_RELOAD_LAST,
  CONSENT_PREFERENCES,
  DEX_UNRECORDED_SWAPS,
  LOCALE_PREFERENCE,
  type StorageCondition,
  type StorageItem,
  type Varying,
} from './storage-inventory';

// The whole storage inventory (lib/consent/storage-inventory.ts has what it is and why): the
// site's own items, and what the third-party scripts the operator may enable write on our
// origin or theirs. Read on the server, by the cookie policy (components/legal/storage-table.tsx);
// browser code imports only the site's own items, by name, from storage-inventory.ts.

/** A first-party cookie Google's tags set, only where the operator set GTM_ID (and consent). */
const tagCookie = <const Item extends Varying<'kind' | 'party' | 'condition'>>(item: Item) =>
  ({
    ...item,
    kind: 'cookie',
    party: 'first',
    condition: 'tagManager',
  }) as const satisfies StorageItem;

/** Written by Google's scripts, never by ours, and only with the visitor's consent or need. */
const GOOGLE_ITEMS = [
  {
    id: 'recaptcha',
    name: '_GRECAPTCHA',
    kind: 'cookie',
    category: 'necessary',
    setBy: 'recaptcha',
    party: 'third',
    lifetime: { unit: 'month', count: 6 },
    condition: 'recaptcha',
  },
  tagCookie({
    id: 'gaClient',
    name: '_ga',
    category: 'analytics',
    setBy: 'googleAnalytics',
    lifetime: { unit: 'year', count: 2 },
  }),
  tagCookie({
    id: 'gaSession',
    name: '_ga_<ID>',
    category: 'analytics',
    setBy: 'googleAnalytics',
    lifetime: { unit: 'year', count: 2 },
  }),
  tagCookie({
    id: 'adsConversion',
    name: '_gcl_au',
    category: 'targeting',
    setBy: 'googleAds',
    lifetime: { unit: 'day', count: 90 },
  }),
] as const satisfies readonly StorageItem[];

/**
 * A key WalletConnect's SDK writes on our origin (never our code) where WALLETCONNECT_PROJECT_ID
 * is set, and only once the visitor chooses WalletConnect in /dex's connect dialog: the connector
 * is made at that click (lib/dex/wallet/config.ts). @walletconnect/keyvaluestorage keeps it in
 * IndexedDB (database WALLET_CONNECT_V2_INDEXED_DB, store keyvaluestorage; local storage where the
 * browser offers no IndexedDB) with no expiry: the SDK drops a session or a pairing when it ends,
 * not the keys. Strictly necessary: the connection the visitor asked for.
 */
const walletConnectKey = <const Item extends Pick<StorageItem, 'id' | 'name'>>(item: Item) =>
  ({
    ...item,
    kind: 'indexedDB',
    category: 'necessary',
    setBy: 'walletConnect',
    party: 'first',
    lifetime: { unit: 'persistent' },
    condition: 'walletConnect',
  }) as const satisfies StorageItem;

/**
 * What @walletconnect/core, sign-client, universal-provider and ethereum-provider 2.21 write for
 * a dapp that connects (tests/unit/consent/storage-inventory.test.ts reads their constants).
 * Never written here, so not listed: the WalletConnect modal's keys (`@appkit/*`, `WCM_*`,
 * `@w3m/*`) and WALLETCONNECT_DEEPLINK_CHOICE, since showQrModal is false and AppKit never loads;
 * WALLETCONNECT_LINK_MODE_APPS (link mode needs `redirect.linkMode` in our metadata);
 * `wc@1.5:auth:*` (only sign-client's authenticate(), which wagmi's connector never calls); and
 * wagmi's own state (`storage: null`).
 */
const WALLETCONNECT_KEYS = [
  // wc@2:core:0.3//keychain (the client's key), //pairing, //subscription, //messages,
  // //history, //expirer; wc@2:core:0.1//event-client; wc@2:client:0.3//session, //proposal,
  // //request; wc@2:universal_provider:/namespaces<topic>...; wc@2:ethereum_provider:/chainId.
  walletConnectKey({ id: 'walletConnectSession', name: 'wc@2:<ID>' }),
  walletConnectKey({ id: 'walletConnectClientId', name: 'WALLETCONNECT_CLIENT_ID' }),
  walletConnectKey({ id: 'walletConnectStorageVersion', name: 'wc_storage_version' }),
] as const;

export const STORAGE_INVENTORY: readonly StorageItem[] = [
  CONSENT_PREFERENCES,
  LOCALE_PREFERENCE,
  CHUNK_RELOAD_COUNT,
  CHUNK_RELOAD_LAST,
  CHECKOUT_DRAFT,
  DEX_UNRECORDED_SWAPS,
  AFFILIATE_REF,
  ...GOOGLE_ITEMS,
  ...WALLETCONNECT_KEYS,
];

/** The items that can exist with this configuration (the cookie policy lists only these). */
export function activeStorageItems(config: Record<Exclude<StorageCondition, 'always'>, boolean>) {
  return STORAGE_INVENTORY.filter(({ condition }) => condition === 'always' || config[condition]);
}
