import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REF_COOKIE } from '@/lib/api/auth/ref-link';
import { CONSENT_COOKIE } from '@/lib/consent/cookie';
import { REF_CONSENT_CATEGORY } from '@/lib/consent/ref-cookie';
import { activeStorageItems, STORAGE_INVENTORY } from '@/lib/consent/storage-list';
import {
  AFFILIATE_REF,
  CHECKOUT_DRAFT,
  DEX_UNRECORDED_SWAPS,
  CHUNK_RELOAD_COUNT,
  CHUNK_RELOAD_LAST,
  CONSENT_PREFERENCES,
  lifetimeSeconds,
  LOCALE_PREFERENCE,
} from '@/lib/consent/storage-inventory';
import { LOCALE_COOKIE } from '@/lib/i18n/locales';
import { CHUNK_RELOAD_KEYS } from '@/lib/navigation/chunk-reload';

// The cookie policy lists lib/consent/storage-list.ts (the site's own items are
// lib/consent/storage-inventory.ts's). This test reads the source: every
// place that writes a cookie or a browser-storage key must be a known writer of listed keys, and
// no key written as a literal may be missing from the list.

const ROOT = process.cwd();
const DIRS = ['app', 'components', 'lib', 'server'];
const FILES = ['proxy.ts', 'instrumentation.ts', 'next.config.ts'];
const SOURCE = /\.(?:ts|tsx|mjs|js)$/;

/** The files that write cookies or storage today, and the keys each one writes. */
const WRITERS: Record<string, readonly string[]> = {
  // consentCookieString(): the visitor's choice in the banner.
  'components/layout/consent/consent-store.ts': [CONSENT_PREFERENCES.name],
  // The same cookie, from the banner's form posted without JavaScript.
  'app/apiglobal/consent/route.ts': [CONSENT_PREFERENCES.name],
  // Copies next-intl's locale cookie onto its responses and marks it Secure over HTTPS; stores
  // (with consent) or clears the affiliate link's partner.
  'proxy.ts': [LOCALE_PREFERENCE.name, AFFILIATE_REF.name],
  // The blog's links to a page in another language record the chosen language, as the drawer does.
  'components/blog/locale-link.tsx': [LOCALE_PREFERENCE.name],
  // The chunk-reload guard and the session storage it is handed.
  'lib/navigation/chunk-reload.ts': [CHUNK_RELOAD_COUNT.name, CHUNK_RELOAD_LAST.name],
  'lib/navigation/chunk-reload-browser.ts': [CHUNK_RELOAD_COUNT.name, CHUNK_RELOAD_LAST.name],
  // What the visitor typed in step 2 of a swap, for the tab's session.
  'components/exchange/checkout/checkout-draft.ts': [CHECKOUT_DRAFT.name],
  // A sent DEX swap the server has not recorded yet.
  'lib/dex/client/swap-records.ts': [DEX_UNRECORDED_SWAPS.name],
};

const WRITES = [
  /\b\w+\.cookie\s*=(?!=)/g,
  /\bcookies(?:\(\))?\.set\(/g,
  /\bcookieStore\b/g,
  /['"`]set-cookie['"`]/gi,
  // Not the quoted kind names ('sessionStorage', 'indexedDB') the inventory itself uses.
  /(?<!['"`])\b(?:localStorage|sessionStorage|indexedDB)\b(?!['"`])/g,
  /\.setItem\(/g,
];
const LITERAL_KEYS = [
  /\.setItem\(\s*(['"`])([^'"`$]+)\1/g,
  /\bcookies(?:\(\))?\.set\(\s*(['"`])([^'"`$]+)\1/g,
  /\.cookie\s*=\s*(['"`])([^=;'"`$]+)=/g,
];

const stripComments = (source: string) =>
  source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:\\])\/\/.*$/gm, '$1');

/** What a source file writes: whether it touches cookies or storage, and its literal keys. */
function scanStorageWrites(source: string): { writes: boolean; literalKeys: string[] } {
  const code = stripComments(source);
  const writes = WRITES.some((pattern) => new RegExp(pattern).test(code));
  const literalKeys = LITERAL_KEYS.flatMap((pattern) =>
    [...code.matchAll(pattern)].map((match) => match[2] ?? ''),
  );
  return { writes, literalKeys };
}

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir)).flatMap((entry) => {
    const relative = `${dir}/${entry}`;
    if (statSync(path.join(ROOT, relative)).isDirectory()) return sourceFiles(relative);
    return SOURCE.test(entry) ? [relative] : [];
  });
}

const files = [...DIRS.flatMap(sourceFiles), ...FILES];
const scans = files.map((file) => ({
  file,
  ...scanStorageWrites(readFileSync(path.join(ROOT, file), 'utf8')),
}));
const names = new Set(STORAGE_INVENTORY.map((item) => item.name));

describe('the storage inventory', () => {
  it('finds writes and their literal keys (the scan can fail)', () => {
    expect(scanStorageWrites(`document.cookie = 'promo=1; Max-Age=60';`)).toEqual({
      writes: true,
      literalKeys: ['promo'],
    });
    expect(scanStorageWrites('window.localStorage.setItem("seen", "1")').literalKeys).toEqual([
      'seen',
    ]);
    expect(scanStorageWrites(`response.cookies.set('ref', code)`).writes).toBe(true);
    expect(scanStorageWrites('// sessionStorage is read elsewhere\nconst a = 1;').writes).toBe(
      false,
    );
    expect(scanStorageWrites('if (document.cookie == x) read();').writes).toBe(false);
    expect(scanStorageWrites('const request = indexedDB.open("cache");').writes).toBe(true);
    expect(scanStorageWrites("const kind = 'indexedDB';").writes).toBe(false);
  });

  it('knows every file that writes a cookie or a storage key', () => {
    const unknown = scans.filter(({ file, writes }) => writes && !(file in WRITERS));
    expect(
      unknown.map(({ file }) => file),
      'add the key to lib/consent/storage-inventory.ts and the file to WRITERS here',
    ).toEqual([]);
  });

  it('lists every key written as a literal', () => {
    const unlisted = scans.flatMap(({ file, literalKeys }) =>
      literalKeys.filter((key) => !names.has(key)).map((key) => `${file}: ${key}`),
    );
    expect(unlisted).toEqual([]);
  });

  it('lists what each writer writes, and nothing the site does not write', () => {
    const written = new Set(Object.values(WRITERS).flat());
    for (const name of written) expect(names.has(name), name).toBe(true);
    const siteItems = STORAGE_INVENTORY.filter((item) => item.setBy === 'site');
    expect(siteItems.map((item) => item.name).sort()).toEqual([...written].sort());
    for (const file of Object.keys(WRITERS)) {
      expect(scans.find((scan) => scan.file === file)?.writes, `${file} still writes`).toBe(true);
    }
  });

  it('is where the code takes its names and lifetimes from', () => {
    expect(CONSENT_COOKIE.name).toBe(CONSENT_PREFERENCES.name);
    expect(CONSENT_COOKIE.maxAge).toBe(lifetimeSeconds(CONSENT_PREFERENCES.lifetime));
    expect(LOCALE_COOKIE.name).toBe(LOCALE_PREFERENCE.name);
    expect(LOCALE_COOKIE.maxAge).toBe(lifetimeSeconds(LOCALE_PREFERENCE.lifetime));
    expect(REF_COOKIE.name).toBe(AFFILIATE_REF.name);
    expect(REF_COOKIE.maxAge).toBe(lifetimeSeconds(AFFILIATE_REF.lifetime));
    // Stored only with the consent of the category the cookie policy lists it under.
    expect(REF_CONSENT_CATEGORY).toBe(AFFILIATE_REF.category);
    expect(Object.values(CHUNK_RELOAD_KEYS).sort()).toEqual(
      [CHUNK_RELOAD_COUNT.name, CHUNK_RELOAD_LAST.name].sort(),
    );
  });

  it('has unique ids and names', () => {
    expect(new Set(STORAGE_INVENTORY.map((item) => item.id)).size).toBe(STORAGE_INVENTORY.length);
    expect(names.size).toBe(STORAGE_INVENTORY.length);
  });

  const NOTHING = { tagManager: false, recaptcha: false, walletConnect: false };

  it('lists Google items only when their service is configured', () => {
    const none = activeStorageItems(NOTHING);
    expect(none.every((item) => item.setBy === 'site')).toBe(true);
    const all = activeStorageItems({ tagManager: true, recaptcha: true, walletConnect: true });
    expect(all).toHaveLength(STORAGE_INVENTORY.length);
    const withCaptcha = activeStorageItems({ ...NOTHING, recaptcha: true });
    expect(withCaptcha.map((item) => item.name)).toContain('_GRECAPTCHA');
    expect(withCaptcha.map((item) => item.name)).not.toContain('_ga');
  });

  it('lists WalletConnect’s keys only where WalletConnect is configured', () => {
    const ofWalletConnect = (config: typeof NOTHING) =>
      activeStorageItems(config)
        .filter((item) => item.setBy === 'walletConnect')
        .map((item) => [item.name, item.kind, item.category, item.lifetime.unit]);
    expect(ofWalletConnect(NOTHING)).toEqual([]);
    expect(ofWalletConnect({ ...NOTHING, walletConnect: true })).toEqual([
      ['wc@2:<ID>', 'indexedDB', 'necessary', 'persistent'],
      ['WALLETCONNECT_CLIENT_ID', 'indexedDB', 'necessary', 'persistent'],
      ['wc_storage_version', 'indexedDB', 'necessary', 'persistent'],
    ]);
  });
});

describe('WalletConnect’s keys, as the installed SDK names them', () => {
  // Read from the packages' own declarations, so an upgrade that renames or adds a prefix fails
  // here until the inventory (and the cookie policy) says so.
  const sdk = (file: string) =>
    readFileSync(path.join(ROOT, 'node_modules/@walletconnect', file), 'utf8');
  const constant = (file: string, name: string) =>
    new RegExp(`export declare const ${name} = "([^"]*)"`).exec(sdk(file))?.[1];

  it('keeps every store under a wc@2: prefix (the wc@2:<ID> entry)', () => {
    const prefixes = [
      constant('core/dist/types/constants/core.d.ts', 'CORE_STORAGE_PREFIX'),
      constant('sign-client/dist/types/constants/client.d.ts', 'SIGN_CLIENT_STORAGE_PREFIX'),
      constant('universal-provider/dist/types/constants/values.d.ts', 'STORAGE'),
      constant('ethereum-provider/dist/types/constants/values.d.ts', 'STORAGE_KEY'),
    ];
    expect(prefixes).toEqual([
      'wc@2:core:',
      'wc@2:client:',
      'wc@2:universal_provider:',
      'wc@2:ethereum_provider:',
    ]);
  });

  it('writes the client id and its storage version under the names listed', () => {
    expect(constant('core/dist/types/constants/store.d.ts', 'WALLETCONNECT_CLIENT_ID')).toBe(
      'WALLETCONNECT_CLIENT_ID',
    );
    const storage = sdk('keyvaluestorage/dist/index.es.js');
    expect(storage).toContain('"wc_storage_version"');
    expect(storage).toContain('"WALLET_CONNECT_V2_INDEXED_DB"');
    const listed = STORAGE_INVENTORY.filter((item) => item.setBy === 'walletConnect');
    expect(listed.map((item) => item.name)).toEqual([
      'wc@2:<ID>',
      'WALLETCONNECT_CLIENT_ID',
      'wc_storage_version',
    ]);
  });
});
