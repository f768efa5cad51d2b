import { z } from 'zod';
import { ALL_DENIED, ALL_GRANTED, CONSENT_CATEGORIES, type ConsentChoices } from './categories';

import { CONSENT_ANSWERS, CONSENT_CHOICE_FIELD, CONSENT_SAVED_ID } from './form-fields';

// The endpoint's side of the consent form (POST /apiglobal/consent): the posted fields checked
// with zod, and the way back. The names the banner uses are in ./form-fields.

const flag = z.enum(['true', 'false']);

/** The posted fields: the answer, and for 'custom' one flag per category (a missing one is off). */
export const consentFormSchema = z.strictObject({
  [CONSENT_CHOICE_FIELD]: z.enum(CONSENT_ANSWERS),
  analytics: flag.optional(),
  targeting: flag.optional(),
  functional: flag.optional(),
});
type ConsentForm = z.output<typeof consentFormSchema>;

/** The choice a posted form stands for. */
export function choicesOfForm(form: ConsentForm): ConsentChoices {
  if (form.choice === 'all') return ALL_GRANTED;
  if (form.choice === 'none') return ALL_DENIED;
  const choices = { ...ALL_DENIED };
  for (const { key } of CONSENT_CATEGORIES) choices[key] = form[key] === 'true';
  return choices;
}

/**
 * Where the answer sends the visitor back: the page the form was posted from (its Referer, which
 * the site's Referrer-Policy sends in full to itself), as a path of this site only. Anything else
 * (no Referer, another origin, a path that a browser would read as another host) leads home, so
 * the endpoint can never redirect off the site.
 */
export function consentReturnPath(referer: string | null, allowedOrigins: string[]): string {
  return `${returnPath(referer, allowedOrigins)}#${CONSENT_SAVED_ID}`;
}

function returnPath(referer: string | null, allowedOrigins: string[]): string {
  if (!referer) return '/';
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return '/';
  }
  if (!allowedOrigins.includes(url.origin)) return '/';
  // "//host" and "/\host" are read as another host by browsers: never a way back.
  if (!/^\/(?![/\\])/.test(url.pathname)) return '/';
  return url.pathname + url.search;
}
