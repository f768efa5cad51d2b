// The partner application form's field lengths (after trimming): the contract (zod) enforces
// them, the form names them in its messages. Pure, so the form's first load needs no schema
// library.

export const APPLICATION_LIMITS = {
  name: { min: 1, max: 100 },
  company: { min: 1, max: 150 },
  email: { min: 3, max: 254 },
  website: { min: 0, max: 300 },
  message: { min: 10, max: 5000 },
} as const;

/**
 * Monthly volume in USD the business expects, as the select offers it: the values of the
 * partner_applications table's column (EXPECTED_VOLUMES in lib/db/schema/tables/partners.ts, not
 * imported so that the form loads no database code; a unit test keeps the two equal).
 */
export const EXPECTED_VOLUMES = ['under-10k', '10k-100k', '100k-1m', 'over-1m'] as const;

/** The fields a visitor fills in, in the order the form shows them. */
export const APPLICATION_FIELDS = [
  'name',
  'company',
  'email',
  'website',
  'expectedVolume',
  'message',
] as const;
export type ApplicationField = (typeof APPLICATION_FIELDS)[number];
