import { describe, expect, it } from 'vitest';
import { dataCheckOf } from '@/lib/pages/data-checks';
import { lacksRequiredQuery } from '@/lib/pages/query-checks';

const q = (query = '') => new URLSearchParams(query);

describe('dataCheckOf', () => {
  it('asks for a later reviews page', () => {
    expect(dataCheckOf('/customer-feedbacks/page-2', q())).toEqual({
      kind: 'reviews-page',
      page: 2,
    });
    expect(dataCheckOf('/customer-feedbacks/page-1', q())).toBeNull();
    expect(dataCheckOf('/customer-feedbacks/%00', q())).toBeNull();
    expect(dataCheckOf('/customer-feedbacks', q())).toBeNull();
  });

  it('asks for a later blog search page with a valid term, trimmed', () => {
    expect(dataCheckOf('/blog/search/3/', q('q=%20swap%20'))).toEqual({
      kind: 'blog-search-page',
      page: 3,
      query: 'swap',
    });
    expect(dataCheckOf('/blog/search/', q('q=swap'))).toBeNull();
    expect(dataCheckOf('/blog/search/1/', q('q=swap'))).toBeNull();
    expect(dataCheckOf('/blog/search/2/', q('q='))).toBeNull();
    expect(dataCheckOf('/blog/search/2/', q('q=%07'))).toBeNull();
  });

  it('asks nothing of any other page', () => {
    for (const path of ['/', '/swap', '/blog/page/2/', '/coin/page-2', '/blog/x/']) {
      expect(dataCheckOf(path, q('q=swap')), path).toBeNull();
    }
  });
});

describe('lacksRequiredQuery', () => {
  it('refuses a later search page without a term the search accepts', () => {
    expect(lacksRequiredQuery('/blog/search/2/', q())).toBe(true);
    expect(lacksRequiredQuery('/blog/search/2/', q('q=%20'))).toBe(true);
    expect(lacksRequiredQuery('/blog/search/2/', q(`q=${'a'.repeat(101)}`))).toBe(true);
    expect(lacksRequiredQuery('/blog/search/2/', q('q=a%00b'))).toBe(true);
    expect(lacksRequiredQuery('/blog/search/2/', q('q=swap'))).toBe(false);
    // The first page explains a bad term itself.
    expect(lacksRequiredQuery('/blog/search/', q('q=a%00b'))).toBe(false);
  });
});
