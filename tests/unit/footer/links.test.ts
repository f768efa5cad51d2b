import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { brandLinksFrom } from '@/lib/brand-links';
import { footerColumns, LEGAL_LINKS } from '@/lib/footer/columns';
import { popularCoinLinks, popularPairLinks } from '@/lib/footer/popular';
import { socialNetworkName, socialProfile } from '@/lib/brand-links/social';
import { seedGlobalData } from '@/lib/global-data';
import { MONITORING_SITES } from '@/lib/monitoring-sites';
import messages from '@/messages/en.json';

const unset = brandLinksFrom({});
const configured = brandLinksFrom({
  LINK_API_DOCS: 'https://docs.example.com/',
  LINK_PRESS_KIT: 'https://example.com/press-kit',
  LINK_MESSAGING_BOT: 'https://t.me/example_bot',
  LINK_REVIEWS: 'https://www.trustpilot.com/review/example.com',
  LINK_BUG_BOUNTY: 'https://hackerone.com/example',
});
const allLinks = (columns: ReturnType<typeof footerColumns>) =>
  columns.flatMap((column) => column.links);

describe('footer link data', () => {
  it("holds the spec's internal links, the blog as plain links with a trailing slash", () => {
    const links = allLinks(footerColumns(unset));
    const internal = links.filter((link) => link.kind === 'internal').map((link) => link.href);
    expect(internal.sort()).toEqual(
      [
        '/swap',
        '/dex',
        '/coin',
        '/exchange-pairs',
        '/fiat/pairs',
        '/compare',
        '/cross-chain/tokens',
        '/cross-chain',
        '/about-us',
        '/partners',
        '/customer-feedbacks',
        '/faq',
        '/how-it-works',
        '/contact',
        '/transaction-status',
        '/for-partners',
      ].sort(),
    );
    const blog = links.filter((link) => link.kind === 'blog').map((link) => link.href);
    expect(blog[0]).toBe('/blog/');
    expect(blog[1]).toMatch(/^\/blog\/[a-z0-9-]+\/$/);
    expect(footerColumns(unset).map((column) => column.key)).toEqual([
      'essentials',
      'company',
      'support',
      'business',
    ]);
  });

  it('shows no external link whose address is not configured', () => {
    expect(allLinks(footerColumns(unset)).filter((link) => link.kind === 'external')).toEqual([]);
    const partial = footerColumns(brandLinksFrom({ LINK_BUG_BOUNTY: 'https://hackerone.com/x' }));
    expect(allLinks(partial).filter((link) => link.kind === 'external')).toEqual([
      { kind: 'external', key: 'bugBounty', href: 'https://hackerone.com/x' },
    ]);
  });

  it('shows the five configured external links, naming the app and the platform', () => {
    const external = allLinks(footerColumns(configured)).filter((link) => link.kind === 'external');
    expect(external).toEqual([
      {
        kind: 'external',
        key: 'reviews',
        href: 'https://www.trustpilot.com/review/example.com',
        values: { platform: 'Trustpilot' },
      },
      { kind: 'external', key: 'pressKit', href: 'https://example.com/press-kit' },
      {
        kind: 'external',
        key: 'messagingBot',
        href: 'https://t.me/example_bot',
        values: { app: 'Telegram' },
      },
      { kind: 'external', key: 'apiDocs', href: 'https://docs.example.com/' },
      { kind: 'external', key: 'bugBounty', href: 'https://hackerone.com/example' },
    ]);
  });

  it('has a label for every link and column', () => {
    for (const column of footerColumns(configured)) {
      expect(messages.Footer.columns[column.key]).toBeTruthy();
      for (const link of column.links) expect(messages.Footer.links[link.key]).toBeTruthy();
    }
    expect(LEGAL_LINKS.map((link) => link.href)).toEqual([
      '/privacy-policy',
      '/terms-of-use',
      '/terms-for-partners',
      '/cookie-policy',
      '/kyc-aml',
    ]);
  });

  it('links popular coins and pairs in lower case', () => {
    const data = seedGlobalData();
    expect(popularCoinLinks(data.popularCrypto)[0]).toEqual({
      href: '/coin/btc',
      label: 'Bitcoin',
    });
    const pairs = popularPairLinks(data.popularPairs, (from, to) => `${from} to ${to}`);
    expect(pairs[0]).toEqual({ href: '/exchange/btc-to-eth', label: 'BTC to ETH' });
  });

  it('names social networks and picks their icons from their links', () => {
    expect(socialNetworkName('https://t.me/swaplens')).toBe('Telegram');
    expect(socialNetworkName('https://www.youtube.com/@swaplens')).toBe('YouTube');
    expect(socialNetworkName('https://m.youtube.com/@swaplens')).toBe('YouTube');
    expect(socialNetworkName('https://swaplens.medium.com/')).toBe('Medium');
    expect(socialProfile('https://twitter.com/swaplens')).toEqual({
      link: 'https://twitter.com/swaplens',
      logo: '/social/x.svg',
      network: 'X',
    });
    // Known network without a drawn icon, and a host we do not know: the generic icon.
    expect(socialProfile('https://www.linkedin.com/company/x')).toMatchObject({
      logo: '/social/link.svg',
      network: 'LinkedIn',
    });
    expect(socialProfile('https://social.example.org/@swaplens')).toEqual({
      link: 'https://social.example.org/@swaplens',
      logo: '/social/link.svg',
      network: 'social.example.org',
    });
  });

  it('has an icon file for every social network it names', () => {
    for (const link of [
      'https://t.me/a',
      'https://x.com/a',
      'https://reddit.com/r/a',
      'https://youtube.com/a',
      'https://medium.com/a',
      'https://example.org/a',
    ]) {
      const { logo } = socialProfile(link);
      expect(existsSync(path.join('public', logo)), logo).toBe(true);
    }
  });

  it('lists 13 distinct monitoring sites with https home pages, by name, with no drawn logos', () => {
    expect(MONITORING_SITES).toHaveLength(13);
    expect(new Set(MONITORING_SITES.map((site) => site.url)).size).toBe(13);
    for (const site of MONITORING_SITES) {
      expect(site.url).toMatch(/^https:\/\/[^/]+\/$/);
      expect(Object.keys(site).sort()).toEqual(['name', 'url']);
    }
    // The letter tiles that stood in for their logos are gone (issue 22).
    expect(existsSync(path.join('public', 'monitoring'))).toBe(false);
  });
});
