import { brandLook } from './env/brand-file.mjs';
import type { Env } from './env/schema';

// Pages are prerendered, so these values are written into their HTML at build time while the
// server reads them again at run time (CSP, API, head data). A difference means visitors get
// pages that disagree with the server, so instrumentation.ts refuses to start on one.

export const BUILD_TIME_KEYS = [
  'SITE_URL',
  // The brand file itself; its look is compared apart (brandMismatch), its words and links below.
  'BRAND_CONFIG',
  'BRAND_NAME',
  'BRAND_OPERATOR',
  'BRAND_OPERATOR_ADDRESS',
  'BRAND_OPERATOR_REGISTRATION',
  'BRAND_SUPPORT_EMAIL',
  'BRAND_FOUNDED_YEAR',
  'BRAND_SUPPORT_24_7',
  'LINK_API_DOCS',
  'PARTNER_COMMISSION_RATE',
  'PARTNER_API_REVENUE_SHARE_MAX',
  'LINK_PRESS_PAGE',
  'LINK_PRESS_KIT',
  'LINK_MESSAGING_BOT',
  'LINK_MESSAGING_BOT_APP',
  'LINK_REVIEWS',
  'LINK_REVIEWS_PLATFORM',
  'LINK_BUG_BOUNTY',
  'SOCIAL_LINKS',
  'ACCOUNT_URL',
  'GTM_ID',
  'RECAPTCHA_SITE_KEY',
] as const;

export type BuildTimeConfig = Partial<Record<(typeof BUILD_TIME_KEYS)[number], string>>;

export function buildTimeConfig(config: Env): BuildTimeConfig {
  const picked: BuildTimeConfig = {};
  for (const key of BUILD_TIME_KEYS) {
    const value = config[key];
    // An unset flag and a false one build the same pages; a list is written comma-separated.
    if (value !== undefined && value !== false) picked[key] = String(value);
  }
  return picked;
}

/** One sentence per variable whose run-time value differs from the build's. */
export function buildTimeMismatches(built: BuildTimeConfig, runtime: Env): string[] {
  const now = buildTimeConfig(runtime);
  return BUILD_TIME_KEYS.filter((key) => built[key] !== now[key]).map(
    (key) =>
      `  ${key}: the pages were built with ${JSON.stringify(built[key] ?? null)} but the server has ${JSON.stringify(now[key] ?? null)}`,
  );
}

/**
 * The brand file's look (colours, mark, favicon, social image, API title) differs from the
 * build's: its words and links are variables above. Nothing when this code was not built by Next.
 */
export function brandMismatch(built: string | undefined, runtime: Env): string[] {
  if (built === undefined || built === brandLook(runtime.BRAND)) return [];
  return [
    `  BRAND_CONFIG: the pages were built with another look of the brand than ${runtime.BRAND.file} has now (colours, mark, favicon, social image or API title)`,
  ];
}
