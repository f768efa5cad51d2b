import { describe, expect, it } from 'vitest';
import { filterFaq, normalizeForSearch, queryTerms, searchEntry } from '@/lib/faq/search';

const entries = [
  searchEntry('fixed-vs-floating', 'What is the difference between a fixed and a floating rate?'),
  searchEntry('which-fees', 'Which fees do I pay? The network fee is deducted.'),
  searchEntry('refund-es', '¿Cuándo se reembolsa un intercambio? Reembolsos y comisión'),
  searchEntry('fee-vi', 'Tôi phải trả những khoản phí nào? Phí mạng được trừ.'),
  searchEntry('fee-ja', '手数料はいくらかかりますか？ネットワーク手数料が差し引かれます。'),
  searchEntry('memo-ru', 'Что такое мемо или тег назначения?'),
];

const ids = (query: string) => {
  const found = filterFaq(entries, query);
  return found === null ? null : [...found];
};

describe('FAQ search', () => {
  it('filters nothing for a blank query, which is not the same as matching nothing', () => {
    expect(ids('')).toBeNull();
    expect(ids('   \t ')).toBeNull();
    expect(ids('blockchain')).toEqual([]);
  });

  it('finds a word in the answer as well as in the question, in any case', () => {
    expect(ids('DEDUCTED')).toEqual(['which-fees']);
    expect(ids('Floating')).toEqual(['fixed-vs-floating']);
  });

  it('needs every word of the query, in any order', () => {
    expect(ids('fee network')).toEqual(['which-fees']);
    expect(ids('network   fee')).toEqual(['which-fees']);
    expect(ids('fee floating')).toEqual([]);
  });

  it('matches with or without accents, and Vietnamese đ as d', () => {
    expect(ids('reembolso cuando')).toEqual(['refund-es']);
    expect(ids('comision')).toEqual(['refund-es']);
    expect(ids('phi mang')).toEqual(['fee-vi']);
    expect(normalizeForSearch('Đường')).toBe('duong');
  });

  it('matches full-width letters as their plain forms', () => {
    expect(ids('ＦＥＥ')).toEqual(['which-fees']);
  });

  it('finds Japanese and Cyrillic words inside text without spaces', () => {
    expect(ids('手数料')).toEqual(['fee-ja']);
    expect(ids('мемо тег')).toEqual(['memo-ru']);
  });

  it('keeps the order of the entries', () => {
    expect(ids('e')).toEqual(['fixed-vs-floating', 'which-fees', 'refund-es']);
  });

  it('splits a query into normalised words', () => {
    expect(queryTerms('  Fixed   RATE ')).toEqual(['fixed', 'rate']);
    expect(queryTerms('')).toEqual([]);
  });
});
