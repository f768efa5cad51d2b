// The consent form's names, shared by the banner (a client island) and the endpoint. Kept apart
// from the endpoint's zod schema (lib/consent/form.ts) so the banner ships no validation library.

// The cookie banner is an HTML form (components/layout/consent): its buttons submit to
// POST /apiglobal/consent, so a choice is stored without JavaScript or before the page has
// hydrated. Once hydrated, the client handles the same buttons itself and never posts.

export const CONSENT_FORM_ACTION = '/apiglobal/consent';

/**
 * The fragment the answer returns to. Without JavaScript the pre-paint script cannot hide the
 * prerendered banner, so CSS hides it on the page the answer lands on through `:target` on an
 * empty mark of this id (consent.module.css). Later pages read the cookie with the script.
 */
export const CONSENT_SAVED_ID = 'cookie-choice-saved';

/** The submit buttons' `name`; their values say which answer was given. */
export const CONSENT_CHOICE_FIELD = 'choice';
export const CONSENT_ANSWERS = ['all', 'none', 'custom'] as const;
export type ConsentAnswer = (typeof CONSENT_ANSWERS)[number];
