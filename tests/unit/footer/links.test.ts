import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FOOTER_COLUMNS, LEGAL_LINKS } from '@/lib/footer/columns';
import { popularCoinLinks, popularPairLinks } from '@/lib/footer/popular';
import { socialNetworkName } from '@/lib/footer/social';
import { seedGlobalData } from '@/lib/global-data';
import { MONITORING_SITES } from '@/lib/monitoring-sites';
import messages from '@/messages/en.json';

describe('footer link data', () => {
  it("holds the spec's internal links, the blog as plain links with a trailing slash", () => {
    const links = FOOTER_COLUMNS.flatMap((column) => column.links);
    const internal = links.filter((link) => link.kind === 'internal').map((link) => link.href);
    expect(internal.sort()).toEqual(
      [
        '/swap',
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
    expect(links.filter((link) => link.kind === 'external')).toHaveLength(5);
    expect(FOOTER_COLUMNS.map((column) => column.key)).toEqual([
      'essentials',
      'company',
      'support',
      'business',
    ]);
  });

  it('has a label for every link and column', () => {
    for (const column of FOOTER_COLUMNS) {
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

  it('names social networks from their links', () => {
    expect(socialNetworkName('https://t.me/swaplens')).toBe('Telegram');
    expect(socialNetworkName('https://www.youtube.com/@swaplens')).toBe('YouTube');
    expect(socialNetworkName('https://swaplens.medium.com/')).toBe('Medium');
    expect(socialNetworkName('https://social.example.org/@swaplens')).toBe('social.example.org');
  });

  it('lists 13 distinct monitoring sites with https home pages and local logos', () => {
    expect(MONITORING_SITES).toHaveLength(13);
    expect(new Set(MONITORING_SITES.map((site) => site.url)).size).toBe(13);
    for (const site of MONITORING_SITES) {
      expect(site.url).toMatch(/^https:\/\/[^/]+\/$/);
      expect(site.logo).toMatch(/^\/monitoring\/[a-z-]+\.svg$/);
      expect(existsSync(path.join('public', site.logo)), site.logo).toBe(true);
    }
  });
});
