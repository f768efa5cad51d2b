import { env } from './env';
import type { BrandFile, BrandMark } from './env/brand-file.mjs';

// The product's identity in one place: the deployment's brand file (BRAND_CONFIG, default
// brands/swaplens.json; docs/decisions/0017-brands.md) with the BRAND_* variables over its words.
// Visible words live in messages/ and take the name as {brand}. Every fact about the operator is
// configuration: unset means not shown, never invented.

export interface Brand {
  name: string;
  /** Written as CSS custom properties on every page (brandStyle). */
  colors: BrandFile['colors'];
  /** The browser's theme colour (viewport). */
  themeColor: string;
  /** The mark of the header and the footer, drawn in the primary colour (currentColor). */
  mark: BrandMark;
  /** The favicon's SVG, served at /icon.svg. */
  favicon: string;
  /** The social images' background, text colour and mark (an SVG). */
  socialImage: BrandFile['socialImage'];
  /** The title of the API's OpenAPI document. */
  apiTitle: string;
  /** The API's licence as the brand file names it; undefined: the terms for partners govern it. */
  apiLicense: BrandFile['apiLicense'];
  /** Legal name of the operator; when unset, legal texts say "the operator of this website". */
  operator: string | undefined;
  /** The operator's registered address, one line. */
  operatorAddress: string | undefined;
  /** Company register and number, or licence, as the operator wants it written. */
  operatorRegistration: string | undefined;
  /** Public support e-mail: an official support channel when set. */
  supportEmail: string | undefined;
  /** Year the operator began: "{years} years of expertise" is computed from it. */
  foundedYear: number | undefined;
  /** The operator staffs support around the clock: "24/7 support" is said only when true. */
  support24x7: boolean;
}

export function brand(): Brand {
  const config = env();
  const { colors, themeColor, mark, favicon, socialImage, apiTitle, apiLicense } = config.BRAND;
  return {
    name: config.BRAND_NAME,
    colors,
    themeColor,
    mark,
    favicon,
    socialImage,
    apiTitle,
    apiLicense,
    operator: config.BRAND_OPERATOR,
    operatorAddress: config.BRAND_OPERATOR_ADDRESS,
    operatorRegistration: config.BRAND_OPERATOR_REGISTRATION,
    supportEmail: config.BRAND_SUPPORT_EMAIL,
    foundedYear: config.BRAND_FOUNDED_YEAR,
    support24x7: config.BRAND_SUPPORT_24_7,
  };
}

/** Whole years since the operator began, or undefined when the year is not configured. */
export function yearsOfExpertise(now: Date, foundedYear: number | undefined): number | undefined {
  if (foundedYear === undefined) return undefined;
  return Math.max(0, now.getUTCFullYear() - foundedYear);
}
