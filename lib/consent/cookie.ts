import { CONSENT_CATEGORIES, type ConsentChoices } from './categories';
import { CONSENT_PREFERENCES, lifetimeSeconds } from './storage-inventory';

/**
 * The preference cookie (spec sections 3 and 9).
 *
 * Name: `cookie_preferences`. Value: for every optional category, its number and `true` or
 * `false`, all joined by underscores, in ascending category order:
 *
 *   1_true_2_false_3_true   (1 analytics, 2 targeting, 3 functional)
 *
 * Reading is strict: the value must hold each known category exactly once (any order) and
 * nothing else. Any other value counts as "no preference", so the banner asks again; that is also
 * what happens when a category is added later. Attributes: 365 days, path /, SameSite=Lax, and
 * Secure when the page is served over https.
 */
export const CONSENT_COOKIE = {
  name: CONSENT_PREFERENCES.name,
  maxAge: lifetimeSeconds(CONSENT_PREFERENCES.lifetime),
  path: '/',
  sameSite: 'Lax',
} as const;

export function serializeConsent(choices: ConsentChoices): string {
  return CONSENT_CATEGORIES.map(({ key, id }) => `${id}_${choices[key]}`).join('_');
}

export function parseConsent(value: string | null | undefined): ConsentChoices | null {
  if (!value) return null;
  const parts = value.split('_');
  if (parts.length !== CONSENT_CATEGORIES.length * 2) return null;
  const flags = new Map<string, boolean>();
  for (let index = 0; index < parts.length; index += 2) {
    const id = parts[index] ?? '';
    const flag = parts[index + 1];
    if (flags.has(id) || (flag !== 'true' && flag !== 'false')) return null;
    flags.set(id, flag === 'true');
  }
  const choices: Partial<ConsentChoices> = {};
  for (const { key, id } of CONSENT_CATEGORIES) {
    const flag = flags.get(String(id));
    if (flag === undefined) return null;
    choices[key] = flag;
  }
  return choices as ConsentChoices;
}

/** The stored choice in a `document.cookie` string, or null when there is none (or it is invalid). */
export function readConsentCookie(cookieHeader: string): ConsentChoices | null {
  for (const pair of cookieHeader.split(';')) {
    const separator = pair.indexOf('=');
    if (separator === -1 || pair.slice(0, separator).trim() !== CONSENT_COOKIE.name) continue;
    return parseConsent(pair.slice(separator + 1).trim());
  }
  return null;
}

/** The string to assign to `document.cookie` to store a choice. */
export function consentCookieString(choices: ConsentChoices, secure: boolean): string {
  const { name, maxAge, path, sameSite } = CONSENT_COOKIE;
  const attributes = [`Max-Age=${maxAge}`, `Path=${path}`, `SameSite=${sameSite}`];
  if (secure) attributes.push('Secure');
  return [`${name}=${serializeConsent(choices)}`, ...attributes].join('; ');
}
