import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { registrationUrl } from '@/lib/header/account';
import { BLOG_PATH, headerMenu } from '@/lib/header/menu';
import { isBlogPath, withTrailingSlashRule } from '@/lib/routing/paths';

type Tree = { [key: string]: string | Tree };
const english = JSON.parse(
  readFileSync(path.join(process.cwd(), 'messages', 'en.json'), 'utf8'),
) as { Header: Tree };

function message(key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Tree)?.[part], english.Header);
}

const menu = headerMenu({ apiDocs: undefined, pressPage: undefined }, '#1f4fd1');
const items = menu.flatMap((section) => section.items);

describe('header menu', () => {
  it('has the four menus of the spec in order', () => {
    expect(menu.map((section) => section.id)).toEqual([
      'personal',
      'business',
      'company',
      'support',
    ]);
  });

  it('links the pages the spec lists; API and Press are our own pages without configuration', () => {
    const targets = (id: string) =>
      menu.find((section) => section.id === id)?.items.map((item) => item.to);
    expect(targets('personal')).toEqual([
      '/swap',
      // The spec's /dex route (issue 26), beside the swap it complements.
      '/dex',
      '/buy',
      '/sell',
      '/coin',
      '/exchange-pairs',
      '/customer-feedbacks',
    ]);
    expect(targets('business')).toEqual(['/for-partners', '/for-partners#api']);
    expect(targets('company')).toEqual(['/about-us', '/partners', '/press']);
    expect(targets('support')).toEqual([
      '/transaction-status',
      '/how-it-works',
      '/contact',
      '/faq',
    ]);
  });

  it('gives every section and item an English title and subtitle (other locales: messages test)', () => {
    for (const section of menu) expect(message(section.title), section.id).toBeTypeOf('string');
    for (const item of items) {
      expect(message(item.title), item.id).toBeTypeOf('string');
      expect(message(item.subtitle), item.id).toBeTypeOf('string');
    }
  });

  it('opens the configured API documentation and press page instead (spec section 2)', () => {
    const configured = headerMenu(
      { apiDocs: 'https://docs.example.com/', pressPage: 'https://example.com/press' },
      '#1f4fd1',
    ).flatMap((section) => section.items);
    const target = (id: string) => configured.find((item) => item.id === id);
    expect(target('api')).toMatchObject({ outerLink: 'https://docs.example.com/' });
    expect(target('api')?.to).toBeUndefined();
    expect(target('press')).toMatchObject({ outerLink: 'https://example.com/press' });
    expect(configured.filter((item) => item.outerLink !== undefined)).toHaveLength(2);
  });

  it('uses unique ids', () => {
    expect(new Set(items.map((item) => item.id)).size).toBe(items.length);
  });

  it('has valid targets: canonical internal paths outside the blog, or https URLs', () => {
    for (const item of items) {
      if (item.to !== undefined) {
        const pathname = item.to.split('#')[0] ?? '';
        expect(pathname, item.id).toMatch(/^\/[a-z0-9-/]*$/);
        expect(withTrailingSlashRule(pathname), item.id).toBe(pathname);
        expect(isBlogPath(pathname), item.id).toBe(false);
      } else {
        expect(new URL(item.outerLink).protocol, item.id).toBe('https:');
      }
    }
  });

  it('gives every icon a hex colour', () => {
    for (const item of items) expect(item.iconColor, item.id).toMatch(/^#[0-9a-f]{6}$/i);
  });

  it('links the blog with its trailing slash', () => {
    expect(BLOG_PATH).toBe('/blog/');
    expect(withTrailingSlashRule(BLOG_PATH)).toBe(BLOG_PATH);
  });
});

describe('registrationUrl', () => {
  it('points at the account site registration page, or nowhere when unset', () => {
    expect(registrationUrl('https://account.example.com')).toBe(
      'https://account.example.com/auth/registration',
    );
    expect(registrationUrl('https://account.example.com/')).toBe(
      'https://account.example.com/auth/registration',
    );
    expect(registrationUrl(undefined)).toBeUndefined();
  });
});
