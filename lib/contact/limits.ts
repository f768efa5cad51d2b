// The contact form's field lengths (after trimming): the contract (zod) enforces them, the form
// names them in its messages. Pure, so the form's first load needs no schema library.

export const CONTACT_LIMITS = {
  name: { min: 1, max: 100 },
  email: { min: 3, max: 254 },
  subject: { min: 1, max: 150 },
  message: { min: 10, max: 5000 },
} as const;

/** The fields a visitor fills in, in the order the form shows them. */
export const CONTACT_FIELDS = ['name', 'email', 'subject', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
