import { routes, type Path } from '../routing/routes';

// The five legal texts (content/legal/<slug>/<locale>.md). English is written and binding; the
// other locales translate the title and summary and take the English body (`bodyLocale: en`),
// and the page says so in the reader's language.

export const LEGAL_DOCUMENTS = [
  { slug: 'terms-of-use', route: routes.termsOfUse(), metadataKey: 'termsOfUse' },
  { slug: 'privacy-policy', route: routes.privacyPolicy(), metadataKey: 'privacyPolicy' },
  { slug: 'cookie-policy', route: routes.cookiePolicy(), metadataKey: 'cookiePolicy' },
  { slug: 'terms-for-partners', route: routes.termsForPartners(), metadataKey: 'termsForPartners' },
  { slug: 'kyc-aml', route: routes.kycAml(), metadataKey: 'kycAml' },
] as const satisfies ReadonlyArray<{ slug: string; route: Path; metadataKey: string }>;

export type LegalDocument = (typeof LEGAL_DOCUMENTS)[number];
export type LegalSlug = LegalDocument['slug'];

export function legalDocument(slug: LegalSlug): LegalDocument {
  const found = LEGAL_DOCUMENTS.find((document) => document.slug === slug);
  if (!found) throw new RangeError(`not a legal document: ${slug}`);
  return found;
}
