import type { ConsentChoices } from '../consent/categories';
import { gtag, pushToDataLayer } from './data-layer';

// Google Consent Mode v2: which consent types each cookie category grants.

export type ConsentType =
  | 'ad_storage'
  | 'ad_user_data'
  | 'ad_personalization'
  | 'analytics_storage'
  | 'functionality_storage'
  | 'personalization_storage'
  | 'security_storage';

export type ConsentState = Record<ConsentType, 'granted' | 'denied'>;

/** Before any choice: everything denied except security storage (fraud prevention, CSRF). */
export const CONSENT_DEFAULTS: ConsentState = {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
  functionality_storage: 'denied',
  personalization_storage: 'denied',
  security_storage: 'granted',
};

export const CONSENT_TYPES_BY_CATEGORY = {
  analytics: ['analytics_storage'],
  targeting: ['ad_storage', 'ad_user_data', 'ad_personalization'],
  functional: ['functionality_storage', 'personalization_storage'],
} as const satisfies Record<keyof ConsentChoices, readonly ConsentType[]>;

/** The `gtag('consent', 'update', …)` argument for a choice. */
export function consentUpdate(
  choices: ConsentChoices,
): Partial<Record<ConsentType, 'granted' | 'denied'>> {
  const update: Partial<Record<ConsentType, 'granted' | 'denied'>> = {};
  for (const category of Object.keys(CONSENT_TYPES_BY_CATEGORY) as Array<keyof ConsentChoices>) {
    for (const type of CONSENT_TYPES_BY_CATEGORY[category]) {
      update[type] = choices[category] ? 'granted' : 'denied';
    }
  }
  return update;
}

/**
 * Tells GTM about a new choice. The `consent_update` event lets container triggers fire tags that
 * waited for consent (tags with built-in consent checks re-evaluate by themselves).
 */
export function applyConsent(choices: ConsentChoices): void {
  gtag('consent', 'update', consentUpdate(choices));
  pushToDataLayer({ event: 'consent_update', consent: { ...choices } });
}
