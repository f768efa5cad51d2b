import { describe, expect, it } from 'vitest';
import { escapeForLocaleRouting } from '@/lib/routing/decode';

describe('escapeForLocaleRouting', () => {
  it('survives the one decodeURI next-intl applies, leaving the path Next was sent', () => {
    for (const path of [
      '/fr/%25',
      '/fr/100%25zz',
      '/fr/%25C0%25AF/%C3%A9',
      '/en/a%2Fb',
      '/ja/%E7%B4%84',
    ]) {
      const afterIntl = new URL(decodeURI(escapeForLocaleRouting(path)), 'http://x').pathname;
      expect(afterIntl.split('/').map(decodeURIComponent)).toEqual(
        path.split('/').map(decodeURIComponent),
      );
    }
  });

  it('changes nothing in a path without a literal "%"', () => {
    expect(escapeForLocaleRouting('/fr/caf%C3%A9')).toBe('/fr/caf%C3%A9');
  });
});
