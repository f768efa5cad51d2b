import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import glossary from '@/lib/i18n/glossary.json';
import { locales } from '@/lib/i18n/locales';
import { withGlossary } from '@/scripts/i18n-glossary-doc.mjs';
import { loadFlatMessages } from './flatten';
import {
  compileRules,
  concepts,
  findViolations,
  glossaryLocales,
  otherConcepts,
  visibleText,
} from './glossary-check';

// Every locale uses the one term lib/i18n/glossary.json gives for each concept and its one form of
// address: a value containing a variant the glossary forbids fails here (docs/i18n.md).

const check = (locale: string, text: string) =>
  findViolations(locale, new Map([['Planted.key', text]])).map((found) => found.found);

describe('the glossary', () => {
  it('has a register and a term for every concept in every locale, and valid rules', () => {
    expect(Object.keys(glossaryLocales).sort()).toEqual([...locales].sort());
    for (const [locale, entry] of Object.entries(glossaryLocales)) {
      expect(entry.register, locale).not.toBe('');
      const missing = Object.keys(concepts).filter(
        (concept) => concept !== 'register' && !entry.terms[concept],
      );
      expect(missing, `${locale}: concepts without a term`).toEqual([]);
      const unknown = Object.keys(entry.terms).filter(
        (concept) => !(concept in concepts) && !(concept in otherConcepts),
      );
      expect(unknown, `${locale}: terms of no concept`).toEqual([]);
      for (const rule of entry.forbidden) {
        expect(Boolean(rule.text) !== Boolean(rule.pattern), `${locale}: text or pattern`).toBe(
          true,
        );
        expect(rule.use, `${locale}: ${rule.text ?? rule.pattern}`).not.toBe('');
      }
      expect(() => compileRules(entry)).not.toThrow();
    }
  });

  it('is what docs/i18n.md shows (node scripts/i18n-glossary-doc.mjs rewrites it)', () => {
    const doc = readFileSync(path.join(process.cwd(), 'docs/i18n.md'), 'utf8');
    // Prettier pads the table cells; compare the content.
    const normal = (text: string) => text.replace(/-{3,}/g, '---').replace(/\s+/g, ' ');
    expect(normal(doc)).toBe(normal(withGlossary(doc, glossary)));
  });
});

describe.each(locales)('messages/%s.json', (locale) => {
  it('uses no variant its glossary forbids', () => {
    const found = findViolations(locale, loadFlatMessages(locale));
    expect(found.map((item) => `${item.key}: «${item.found}» → ${item.use}`)).toEqual([]);
  });
});

describe('the check', () => {
  it('catches the known wrong variants', () => {
    expect(check('pt', 'Taxa fixa: tempo restante')).toEqual(['Taxa fixa']);
    expect(check('pt', 'Taxa')).toEqual(['Taxa']); // Offers.rate next to "Taxas"
    expect(check('es', 'Tipo fijo')).toEqual(['Tipo fijo']);
    expect(check('vi', 'Ưu đãi tốt nhất')).toEqual(['Ưu đãi']);
    expect(check('nl', 'Bestemmingstag')).toEqual(['Bestemmingstag']);
    expect(check('de', 'Dein Swap wurde erstellt')).toEqual(['Dein']);
    expect(check('nl', 'Je ontvangt')).toEqual(['Je']);
    expect(check('fr', 'Tu reçois')).toEqual(['Tu']);
    expect(check('es', 'Vuelva a intentarlo')).toEqual(['Vuelva']);
    expect(check('vi', 'Khi được Quý khách đồng ý')).toEqual(['Quý khách']);
    expect(check('it', 'Non custodiamo mai i Suoi fondi')).toEqual(['Suoi']);
    expect(check('pl', 'Państwa wybór')).toEqual(['Państw']);
    expect(check('ja', 'クッキー設定')).toEqual(['クッキー']);
    expect(check('ru', 'Копировать memo')).toEqual(['memo']);
    expect(check('uk', 'Запросіть нову котирування')).toEqual(['Запросіть']);
  });

  it('matches whole words only, in any script and case', () => {
    expect(check('nl', 'Jeugd en jenever')).toEqual([]); // "je" inside words
    expect(check('fr', 'Le statut est à jour')).toEqual([]); // "tu" inside "statut"
    // TON is the network; ton/Ton the informal possessive.
    expect(check('fr', 'comme TON, Algorand et Hedera')).toEqual([]);
    expect(check('fr', 'Ton portefeuille et ton mémo')).toEqual(['Ton', 'ton']);
    // "Paghi (EUR)" is the tu label next to "Vendi"; "Paghi con carta" the formal imperative.
    expect(check('it', 'Paghi ({unit})')).toEqual([]);
    expect(check('it', 'Paghi con la carta')).toEqual(['Paghi']);
    // "estado ou província" is a US state; "estado" alone the European word for status.
    expect(check('pt', 'Escolha seu estado ou província')).toEqual([]);
    expect(check('pt', 'O estado da troca')).toEqual(['estado']);
    expect(check('de', 'Tauschpaare, tauschen, vertauschen')).toEqual([]);
    expect(check('es', 'Tipo de tasa')).toEqual([]);
    expect(check('pt', 'Taxa de rede: 0,1 BTC')).toEqual([]);
    expect(check('vi', 'ƯU ĐÃI')).toEqual(['ƯU ĐÃI']);
    // Decomposed input (NFD) is normalised first.
    expect(check('vi', 'ưu đãi'.normalize('NFD'))).toHaveLength(1);
    expect(check('tr', 'Coinler alım adresinize gönderildi')).toEqual(['alım adres']);
  });

  it('reads Korean particles and Japanese compounds', () => {
    expect(check('ko', '업체가 입금을 기다려요')).toEqual(['업체']);
    expect(check('ko', '제공업체가 입금을 기다려요')).toEqual([]);
    expect(check('ko', '{ticker}를 보내세요')).toEqual(['}를']);
    expect(check('ko', '{ticker}을(를) 보내세요')).toEqual([]);
    expect(check('ja', '交換業者から')).toEqual(['業者']);
  });

  it('catches the drift the December review found', () => {
    // French: English "coin(s)" and "token(s)"; the sandbox mode.
    expect(check('fr', 'Comparer des coins')).toEqual(['coins']);
    expect(check('fr', 'Coin natif de {network}')).toEqual(['Coin']);
    expect(check('fr', 'Contrat du token')).toEqual(['token']);
    expect(check('fr', 'fonctionnent en mode sandbox')).toEqual(['mode sandbox']);
    expect(check('fr', 'Comparer des cryptos et des jetons en mode bac à sable')).toEqual([]);
    // Polish: masculine-only address in the second person.
    expect(check('pl', 'jeśli o nie prosiłeś')).toEqual(['prosiłeś']);
    expect(check('pl', 'abyś mógł wypróbować stronę')).toEqual(['abyś mógł']);
    expect(check('pl', 'Mógłbyś to sprawdzić?')).toEqual(['Mógłbyś']);
    expect(check('pl', 'dostawca mógł odrzucić wpłatę, jeśli o nie poproszono')).toEqual([]);
    // Korean: 합니다체 next to 해요체; 감사합니다 is the set phrase of thanks.
    expect(check('ko', '거래소 계정에 들어 있습니다. 확인할 수 있어요.')).toEqual(['습니다']);
    expect(check('ko', '스왑이 생성됩니다')).toEqual(['됩니다']);
    expect(check('ko', '입금 주소입니까?')).toEqual(['입니까']);
    expect(check('ko', '감사합니다. 확인할 수 있어요.')).toEqual([]);
    // Turkish: "satın" without "al" reads as a truncated buy.
    expect(check('tr', '{name} ({ticker}) satın: {place}')).toEqual(['satın']);
    expect(check('tr', 'Kripto satın')).toEqual(['satın']);
    expect(check('tr', 'Kripto satın alın, {ticker} satışı, {ticker} sat')).toEqual([]);
    expect(check('tr', 'Coin’leri seçin')).toEqual(['Coin’']);
    // Typical time, state or province, sandbox mode, payment ID, live offers: one term each.
    expect(check('de', 'Typische Dauer')).toEqual(['Typische Dauer']);
    expect(check('pl', 'Zwykły czas')).toEqual(['Zwykły czas']);
    expect(check('vi', 'Thời gian thường thấy')).toEqual(['Thời gian thường']);
    expect(check('vi', 'Thời gian thông thường')).toEqual([]);
    expect(check('tr', 'Genel süre')).toEqual(['Genel süre']);
    expect(check('pt', 'Região ou província')).toEqual(['Região ou província']);
    expect(check('ko', '주 또는 도')).toEqual(['주 또는 도']);
    expect(check('ja', '州・省')).toEqual(['州・省']);
    expect(check('ja', '手間が省けます')).toEqual([]);
    expect(check('tr', 'Eyalet veya il')).toEqual(['Eyalet veya il']);
    expect(check('es', 'en modo sandbox')).toEqual(['modo sandbox']);
    expect(check('pl', 'w trybie sandbox')).toEqual(['trybie sandbox']);
    expect(check('de', 'Payment-ID erforderlich')).toEqual(['Payment-ID']);
    expect(check('ja', 'Payment IDが必要')).toEqual(['Payment ID']);
    expect(check('ru', 'Живые предложения')).toEqual(['Живые предложения']);
    expect(check('uk', 'Живі пропозиції')).toEqual(['Живі пропозиції']);
    expect(check('nl', 'De live aanbiedingen hieronder')).toEqual(['live aanbiedingen']);
    expect(check('nl', 'Populaire coins')).toEqual(['coins']);
    expect(check('es', 'Ofertas en vivo')).toEqual(['Ofertas en vivo']);
    expect(check('de', 'Die Exchange-Anbieter, die wir vergleichen')).toEqual([
      'Exchange-Anbieter',
    ]);
  });

  it('checks what a visitor reads, not ICU syntax or argument names', () => {
    const select = '{kind, select, memo {Введите мемо.} other {Введите значение.}}';
    expect(check('ru', select)).toEqual([]);
    expect(check('ru', 'Мемо: {memo}')).toEqual([]);
    expect(check('ru', '{kind, select, memo {Введите memo.} other {Введите значение.}}')).toEqual([
      'memo',
    ]);
    expect(check('pt', 'Cotação: <link>taxa fixa</link>')).toEqual(['taxa fixa']);
  });
});

describe('visibleText', () => {
  it('keeps the text of every branch and drops the syntax', () => {
    const text = visibleText(
      '{count, plural, =0 {no offer} one {# offer} other {# offers}} from <b>{total}</b>',
    );
    expect(text).not.toMatch(/count|plural|total|[{}<>]/);
    expect(text).toMatch(/no offer/);
    expect(text).toMatch(/\uFFFC offers/);
    expect(visibleText('{n, number} left')).toBe('\uFFFC left');
    expect(visibleText("It's # 1")).toBe("It's # 1");
  });
});
