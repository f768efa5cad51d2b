import type { Messages } from '../i18n/messages';
import { EXTERNAL_LINKS } from './external-links';

// The footer's four link columns as data (spec section 2, "Footer"). Kinds decide the element:
// "internal" pages use the locale-aware next-intl Link, the blog is a separate application and
// gets a plain <a> (with its trailing slash), "external" links open in a new tab.

export type FooterLinkKey = keyof Messages['Footer']['links'];
export type FooterColumnKey = keyof Messages['Footer']['columns'];

export type FooterLink =
  | { kind: 'internal'; key: FooterLinkKey; href: string }
  | { kind: 'blog'; key: FooterLinkKey; href: `/blog/${string}` }
  | {
      kind: 'external';
      key: FooterLinkKey;
      href: string;
      /** Values for the label's placeholders, e.g. the review platform's name. */
      values?: Record<string, string>;
    };

export interface FooterColumn {
  key: FooterColumnKey;
  links: FooterLink[];
}

/** A published guide that suits the footer; its slug must exist once the blog is live. */
export const FOOTER_BLOG_ARTICLE = '/blog/how-to-compare-crypto-swap-offers/';

const { messagingBot, reviews } = EXTERNAL_LINKS;

export const FOOTER_COLUMNS: readonly FooterColumn[] = [
  {
    key: 'essentials',
    links: [
      { kind: 'internal', key: 'swap', href: '/swap' },
      { kind: 'internal', key: 'coins', href: '/coin' },
      { kind: 'internal', key: 'exchangePairs', href: '/exchange-pairs' },
      { kind: 'internal', key: 'fiatPairs', href: '/fiat/pairs' },
      { kind: 'internal', key: 'compare', href: '/compare' },
      { kind: 'internal', key: 'crossChain', href: '/cross-chain' },
      { kind: 'internal', key: 'crossChainTokens', href: '/cross-chain/tokens' },
    ],
  },
  {
    key: 'company',
    links: [
      { kind: 'internal', key: 'aboutUs', href: '/about-us' },
      { kind: 'internal', key: 'partners', href: '/partners' },
      { kind: 'internal', key: 'customerFeedbacks', href: '/customer-feedbacks' },
      { kind: 'blog', key: 'blog', href: '/blog/' },
      { kind: 'blog', key: 'blogArticle', href: FOOTER_BLOG_ARTICLE },
      {
        kind: 'external',
        key: 'reviews',
        href: reviews.url,
        values: { platform: reviews.platform },
      },
      { kind: 'external', key: 'pressKit', href: EXTERNAL_LINKS.pressKit },
    ],
  },
  {
    key: 'support',
    links: [
      { kind: 'internal', key: 'faq', href: '/faq' },
      { kind: 'internal', key: 'howItWorks', href: '/how-it-works' },
      { kind: 'internal', key: 'contact', href: '/contact' },
      { kind: 'internal', key: 'transactionStatus', href: '/transaction-status' },
      {
        kind: 'external',
        key: 'messagingBot',
        href: messagingBot.url,
        values: { app: messagingBot.app },
      },
    ],
  },
  {
    key: 'business',
    links: [
      { kind: 'internal', key: 'affiliate', href: '/for-partners' },
      { kind: 'external', key: 'apiDocs', href: EXTERNAL_LINKS.apiDocs },
      { kind: 'external', key: 'bugBounty', href: EXTERNAL_LINKS.bugBounty },
    ],
  },
];

export type LegalLinkKey = keyof Messages['Footer']['legal'];

export const LEGAL_LINKS: ReadonlyArray<{ key: LegalLinkKey; href: string }> = [
  { key: 'privacy', href: '/privacy-policy' },
  { key: 'terms', href: '/terms-of-use' },
  { key: 'partnerTerms', href: '/terms-for-partners' },
  { key: 'cookiePolicy', href: '/cookie-policy' },
  { key: 'kycAml', href: '/kyc-aml' },
];
