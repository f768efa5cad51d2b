import { describe, expect, it } from 'vitest';
import { locales } from '@/lib/i18n/locales';
import { renderSwapEmail } from '@/lib/swaps/email';
import { sampleSwap } from '../swap-status/fixtures';

// The "swap created" email repeats the deposit screen's instruction in every language: the exact
// amount, on the one network the deposit must use.

/** The word for "exactly" on each locale's deposit screen (SwapStatus.deposit.sendExactly). */
const EXACTLY: Record<(typeof locales)[number], string> = {
  en: 'exactly',
  nl: 'precies',
  fr: 'exactement',
  de: 'genau',
  it: 'esattamente',
  ko: '정확히',
  pl: 'dokładnie',
  pt: 'exatamente',
  ru: 'ровно',
  es: 'exactamente',
  vi: 'chính xác',
  tr: 'tam olarak',
  uk: 'рівно',
  ja: 'ちょうど',
};

const swap = sampleSwap({
  amountFrom: '0.1',
  from: { ...sampleSwap().from, ticker: 'XRP', networkName: 'XRP Ledger' },
  depositExtraId: '123456',
});

describe('the swap created email', () => {
  it('says to send exactly the amount, on the network', async () => {
    const mail = await renderSwapEmail('swap_created', swap, 'en');
    expect(mail.text).toContain(
      'Send exactly 0.1 XRP on XRP Ledger to the deposit address below to start it.',
    );
    expect(mail.text).toContain('Memo or tag (required): 123456');
  });

  it.each(locales)('%s: names the exact amount and the network', async (locale) => {
    const mail = await renderSwapEmail('swap_created', swap, locale);
    const created = mail.text.split('\n')[0]!;
    expect(created).toContain(EXACTLY[locale]);
    expect(created).toMatch(/0\.1 XRP/);
    expect(created).toContain('XRP Ledger');
    expect(mail.html).toContain('XRP Ledger');
  });

  it('writes German with Sie, like the site', async () => {
    const mail = await renderSwapEmail('swap_created', swap, 'de');
    expect(mail.subject).toBe('Ihr Swap K7QM-2XWD-9P wurde erstellt');
    expect(mail.text).toContain('Senden Sie genau 0.1 XRP im Netzwerk XRP Ledger');
  });
});
