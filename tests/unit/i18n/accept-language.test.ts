import { describe, expect, it } from 'vitest';
import { negotiateLocale } from '@/lib/i18n/accept-language';

describe('negotiateLocale', () => {
  it.each([
    [null, 'en'],
    ['', 'en'],
    ['fr-CH, fr;q=0.9, en;q=0.8', 'fr'],
    ['zh-CN, ja;q=0.5', 'ja'],
    ['en;q=0.4, de;q=0.9', 'de'],
    ['pt-BR', 'pt'],
    ['xx, yy;q=0.1', 'en'],
    ['de;q=0, uk', 'uk'],
    ['*', 'en'],
    [';;;,,,q=', 'en'],
  ])('%j -> %s', (header, expected) => {
    expect(negotiateLocale(header)).toBe(expected);
  });
});
