// The cookie categories of the consent banner (spec section 3). Strictly necessary cookies are
// always active and have no number: they are never asked for and never stored.

/** The categories a visitor chooses, with the number each one has in the preference cookie. */
export const CONSENT_CATEGORIES = [
  { key: 'analytics', id: 1 },
  { key: 'targeting', id: 2 },
  { key: 'functional', id: 3 },
] as const;

export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number]['key'];

/** A stored choice: one flag per optional category. */
export type ConsentChoices = Record<ConsentCategory, boolean>;

export const ALL_GRANTED: ConsentChoices = { analytics: true, targeting: true, functional: true };
export const ALL_DENIED: ConsentChoices = { analytics: false, targeting: false, functional: false };
