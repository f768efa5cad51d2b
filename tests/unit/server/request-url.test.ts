import { describe, expect, it } from 'vitest';
import { escapeUndecodablePath } from '@/server/request-url.mjs';

describe('escapeUndecodablePath', () => {
  it('leaves every URL Next can decode exactly as it is', () => {
    for (const url of [
      '/',
      '/api/v1/swaps/ABCD-EFGH-JKMN',
      '/api/v1/swaps/%25',
      '/fr/caf%C3%A9',
      '/sitemaps/a%2Fb.xml',
      '/en/%F0%9F%98%80?q=%',
      'http://host/%zz',
      '*',
    ]) {
      expect(escapeUndecodablePath(url)).toBe(url);
    }
  });

  it('escapes the "%" of each segment that cannot be decoded, and only that segment', () => {
    expect(escapeUndecodablePath('/api/v1/swaps/%')).toBe('/api/v1/swaps/%25');
    expect(escapeUndecodablePath('/api/v1/swaps/%zz/simulate')).toBe(
      '/api/v1/swaps/%25zz/simulate',
    );
    expect(escapeUndecodablePath('/fr/%C3%A9/%C0%AF')).toBe('/fr/%C3%A9/%25C0%25AF');
    expect(escapeUndecodablePath('/en/100%25-%2')).toBe('/en/100%2525-%252');
  });

  it('keeps the query as it was sent', () => {
    expect(escapeUndecodablePath('/swap/%zz?swap=%zz&x=%25')).toBe('/swap/%25zz?swap=%zz&x=%25');
  });

  it('gives a path every segment of which decodes to the text that was sent', () => {
    const path = '/a/%/%zz/%C0%AF/%E2%82/%ED%A0%80/%C3%A9';
    const segments = escapeUndecodablePath(path).split('/').map(decodeURIComponent);
    expect(segments.slice(0, -1)).toEqual(path.split('/').slice(0, -1));
    expect(segments.at(-1)).toBe('é');
  });
});
