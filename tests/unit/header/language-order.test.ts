import { describe, expect, it } from 'vitest';
import { localeFromTag, orderLanguages } from '@/lib/i18n/language-order';
import { locales } from '@/lib/i18n/locales';

const alphabetical = ['de', 'es', 'fr', 'it', 'ja', 'ko', 'nl', 'pl', 'pt', 'ru', 'tr', 'uk', 'vi'];

describe('orderLanguages', () => {
  it('puts English first and the rest alphabetically by code when the browser says nothing', () => {
    expect(orderLanguages(locales, [])).toEqual(['en', ...alphabetical]);
  });

  it('puts the browser language second', () => {
    expect(orderLanguages(locales, ['de-DE', 'de'])).toEqual([
      'en',
      'de',
      ...alphabetical.filter((code) => code !== 'de'),
    ]);
    expect(orderLanguages(locales, ['pt-BR']).slice(0, 3)).toEqual(['en', 'pt', 'de']);
  });

  it('takes the first supported browser language and skips unsupported ones', () => {
    expect(orderLanguages(locales, ['zh-CN', 'ja-JP', 'fr']).slice(0, 3)).toEqual([
      'en',
      'ja',
      'de',
    ]);
  });

  it('does not repeat English when it is the browser language', () => {
    expect(orderLanguages(locales, ['en-US'])).toEqual(['en', ...alphabetical]);
    expect(orderLanguages(locales, ['en-GB', 'uk']).slice(0, 2)).toEqual(['en', 'uk']);
  });

  it('lists every language exactly once', () => {
    const order = orderLanguages(locales, ['ru', 'ru-RU', 'en']);
    expect([...order].sort()).toEqual([...locales].sort());
  });
});

describe('localeFromTag', () => {
  it('maps a browser tag to a supported locale by its primary subtag', () => {
    expect(localeFromTag('de-AT')).toBe('de');
    expect(localeFromTag('PT_br')).toBe('pt');
    expect(localeFromTag('zh-TW')).toBeUndefined();
    expect(localeFromTag('')).toBeUndefined();
  });
});
