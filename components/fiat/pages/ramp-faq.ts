import { getTranslations } from 'next-intl/server';
import { brand } from '@/lib/brand';
import type { RampRow } from '@/lib/fiat/page-parts';
import type { Locale } from '@/lib/i18n/locales';
import type { RampSide } from '@/lib/fiat/contract';

export interface FaqEntry {
  question: string;
  answer: string;
}

/**
 * A buy or sell page's questions, answered from what this site does (it compares and hands over,
 * never holds money) and from the ramps serving the page: their verification and typical times.
 * The same text feeds the FAQPage JSON-LD.
 */
export async function rampFaq(
  locale: Locale,
  {
    side,
    ticker,
    ramps,
    sandbox,
  }: {
    side: RampSide;
    ticker: string;
    ramps: ReadonlyArray<Pick<RampRow, 'name' | 'kyc' | 'eta'>>;
    sandbox: boolean;
  },
): Promise<FaqEntry[]> {
  const t = await getTranslations({ locale, namespace: 'FiatFaq' });
  const values = { side, ticker, brand: brand().name };
  const list = new Intl.ListFormat(locale, { type: 'conjunction' });
  const faq: FaqEntry[] = [
    { question: t('whatQuestion', values), answer: t('whatAnswer', values) },
  ];
  if (ramps.length > 0) {
    const levels = list.format(
      ramps.map((ramp) => t('kycEntry', { provider: ramp.name, level: t(`kycShort.${ramp.kyc}`) })),
    );
    faq.push({ question: t('kycQuestion'), answer: t('kycAnswer', { levels }) });
  }
  faq.push({ question: t('feesQuestion'), answer: t('feesAnswer', values) });
  if (ramps.length > 0) {
    const min = Math.min(...ramps.map((ramp) => ramp.eta.min));
    const max = Math.max(...ramps.map((ramp) => ramp.eta.max));
    faq.push({ question: t('timeQuestion'), answer: t('timeAnswer', { side, min, max }) });
  }
  faq.push({ question: t('refundQuestion'), answer: t('refundAnswer', values) });
  if (sandbox) faq.push({ question: t('sandboxQuestion'), answer: t('sandboxAnswer') });
  return faq;
}
