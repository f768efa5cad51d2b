import type { BrandLinks } from '../brand-links';
import type { Messages } from '../i18n/messages';
import { routes, type BlogPath } from '../routing/routes';

// The footer's four link columns as data (spec section 2, "Footer"). Kinds decide the element:
// "internal" pages use the locale-aware next-intl Link, the blog is a separate application and
// gets a plain <a> (with its trailing slash), "external" links open in a new tab. External links
// are the operator's (lib/brand-links.ts): one that is not configured is left out.

export type FooterLinkKey = keyof Messages['Footer']['links'];
export type FooterColumnKey = keyof Messages['Footer']['columns'];

export type FooterLink =
  | { kind: 'internal'; key: FooterLinkKey; href: string }
  | { kind: 'blog'; key: FooterLinkKey; href: BlogPath }
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
export const FOOTER_BLOG_ARTICLE = routes.blogPost('how-to-compare-crypto-swap-offers');

type External = Extract<FooterLink, { kind: 'external' }>;

/** The external link when its address is configured: none at all otherwise. */
function external(
  key: FooterLinkKey,
  href: string | undefined,
  values?: Record<string, string>,
): External[] {
  return href ? [{ kind: 'external', key, href, ...(values && { values }) }] : [];
}

export function footerColumns(links: BrandLinks): FooterColumn[] {
  const { messagingBot, reviews } = links;
  return [
    {
      key: 'essentials',
      links: [
        { kind: 'internal', key: 'swap', href: routes.swap() },
        { kind: 'internal', key: 'dex', href: routes.dex() },
        { kind: 'internal', key: 'coins', href: routes.coins() },
        { kind: 'internal', key: 'exchangePairs', href: routes.exchangePairs() },
        { kind: 'internal', key: 'fiatPairs', href: routes.fiatPairs() },
        { kind: 'internal', key: 'compare', href: routes.compares() },
        { kind: 'internal', key: 'crossChain', href: routes.crossChains() },
        { kind: 'internal', key: 'crossChainTokens', href: routes.crossChainTokens() },
      ],
    },
    {
      key: 'company',
      links: [
        { kind: 'internal', key: 'aboutUs', href: routes.aboutUs() },
        { kind: 'internal', key: 'partners', href: routes.partners() },
        { kind: 'internal', key: 'customerFeedbacks', href: routes.customerFeedbacks() },
        { kind: 'blog', key: 'blog', href: routes.blog() },
        { kind: 'blog', key: 'blogArticle', href: FOOTER_BLOG_ARTICLE },
        ...external('reviews', reviews?.url, reviews && { platform: reviews.platform }),
        ...external('pressKit', links.pressKit),
      ],
    },
    {
      key: 'support',
      links: [
        { kind: 'internal', key: 'faq', href: routes.faq() },
        { kind: 'internal', key: 'howItWorks', href: routes.howItWorks() },
        { kind: 'internal', key: 'contact', href: routes.contact() },
        { kind: 'internal', key: 'transactionStatus', href: routes.transactionStatus() },
        ...external('messagingBot', messagingBot?.url, messagingBot && { app: messagingBot.app }),
      ],
    },
    {
      key: 'business',
      links: [
        { kind: 'internal', key: 'affiliate', href: routes.forPartners() },
        ...external('apiDocs', links.apiDocs),
        ...external('bugBounty', links.bugBounty),
      ],
    },
  ];
}

export type LegalLinkKey = keyof Messages['Footer']['legal'];

export const LEGAL_LINKS: ReadonlyArray<{ key: LegalLinkKey; href: string }> = [
  { key: 'privacy', href: routes.privacyPolicy() },
  { key: 'terms', href: routes.termsOfUse() },
  { key: 'partnerTerms', href: routes.termsForPartners() },
  { key: 'cookiePolicy', href: routes.cookiePolicy() },
  { key: 'kycAml', href: routes.kycAml() },
];
