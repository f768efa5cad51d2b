import 'server-only';
import { env } from './env';
import { registrationUrl } from './header/account';

// The operator's settings the shell's server components render (all fixed at build: see the
// README's "Build and server"). Components read them here, never from the environment itself.

export interface SiteSettings {
  /** Tag Manager / GA4 id; no analytics without one. */
  gtmId: string | undefined;
  /** reCAPTCHA v3 site key of the newsletter form; no bot check without one. */
  recaptchaSiteKey: string | undefined;
  /** The account site's registration page; no account button without one. */
  accountHref: string | undefined;
  /** WALLETCONNECT_PROJECT_ID is set: /dex offers it; the cookie policy lists its storage. */
  walletConnect: boolean;
}

export function siteSettings(): SiteSettings {
  const config = env();
  return {
    gtmId: config.GTM_ID,
    recaptchaSiteKey: config.RECAPTCHA_SITE_KEY,
    accountHref: registrationUrl(config.ACCOUNT_URL),
    walletConnect: config.WALLETCONNECT_PROJECT_ID !== undefined,
  };
}
