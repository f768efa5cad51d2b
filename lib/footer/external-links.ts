// The operator's external destinations shown in the footer. They belong to whoever runs the site
// (white label), so they live here under clear names, one place to change; they are candidates
// for runtime configuration next to lib/brand.ts.

export interface ExternalLinks {
  /** The operator's swap bot in a messaging app. */
  messagingBot: { url: string; app: string };
  /** The operator's page on an independent review platform. */
  reviews: { url: string; platform: string };
  /** Public documentation of the exchange API for partners. */
  apiDocs: string;
  /** Logos, screenshots and facts for journalists. */
  pressKit: string;
  /** Where security researchers report vulnerabilities. */
  bugBounty: string;
}

export const EXTERNAL_LINKS: ExternalLinks = {
  messagingBot: { url: 'https://t.me/swaplens_bot', app: 'Telegram' },
  reviews: { url: 'https://www.trustpilot.com/review/swaplens.com', platform: 'Trustpilot' },
  apiDocs: 'https://docs.swaplens.com/',
  pressKit: 'https://swaplens.com/press-kit',
  bugBounty: 'https://hackerone.com/swaplens',
};
