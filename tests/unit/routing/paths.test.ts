import { describe, expect, it } from 'vitest';
import {
  isBlogPath,
  localizedPath,
  splitLocalePrefix,
  withTrailingSlashRule,
} from '@/lib/routing/paths';

describe('paths', () => {
  it('splits a locale prefix only when it is one of the 14 locales', () => {
    expect(splitLocalePrefix('/fr/swap')).toEqual({ prefix: 'fr', rest: '/swap' });
    expect(splitLocalePrefix('/fr')).toEqual({ prefix: 'fr', rest: '/' });
    expect(splitLocalePrefix('/xx/swap')).toEqual({ prefix: null, rest: '/xx/swap' });
    expect(splitLocalePrefix('/')).toEqual({ prefix: null, rest: '/' });
  });

  it('recognises blog paths by their first segment, with or without a locale', () => {
    expect(isBlogPath('/blog')).toBe(true);
    expect(isBlogPath('/blog/x/')).toBe(true);
    expect(isBlogPath('/ko/blog/tag/a')).toBe(true);
    expect(isBlogPath('/blogger')).toBe(false);
    expect(isBlogPath('/coin/blog')).toBe(false);
  });

  it('applies the trailing-slash rule', () => {
    expect(withTrailingSlashRule('/')).toBe('/');
    expect(withTrailingSlashRule('/swap/')).toBe('/swap');
    expect(withTrailingSlashRule('/blog')).toBe('/blog/');
  });

  it('builds the public path of a page in a locale', () => {
    expect(localizedPath('en', '/')).toBe('/');
    expect(localizedPath('en', '/swap')).toBe('/swap');
    expect(localizedPath('fr', '/')).toBe('/fr');
    expect(localizedPath('fr', '/blog')).toBe('/fr/blog/');
    expect(localizedPath('de', 'coin/btc')).toBe('/de/coin/btc');
  });
});
