import type { ConsentChoices } from '@/lib/consent/categories';
import { consentCookieString } from '@/lib/consent/cookie';
import { markConsentStored } from '@/lib/consent/pre-paint';

/** Stores a choice: the cookie, and the mark on <html> that hides the banner by CSS. */
export function storeConsent(choices: ConsentChoices): void {
  document.cookie = consentCookieString(choices, window.location.protocol === 'https:');
  markConsentStored(document.documentElement);
}
