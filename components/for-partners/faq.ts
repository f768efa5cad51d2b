import { getTranslations } from 'next-intl/server';
import { brand } from '@/lib/brand';
import type { Locale } from '@/lib/i18n/locales';
import { programFigureValues } from '@/lib/partner-applications/figures';

export const FOR_PARTNERS_QUESTIONS = [
  'cost',
  'prices',
  'commission',
  'failed',
  'estimated',
  'payout',
  'custody',
  'kyc',
] as const;

/**
 * The /for-partners FAQ as plain text, with the configured figures: the page lists it and its
 * FAQPage data carries the same words.
 */
export async function forPartnersFaq(
  locale: Locale,
): Promise<Array<{ question: string; answer: string }>> {
  const t = await getTranslations({ locale, namespace: 'ForPartnersPage.faq' });
  const values = { brand: brand().name, ...programFigureValues(locale) };
  return FOR_PARTNERS_QUESTIONS.map((key) => ({
    question: t(`${key}.question`, values),
    answer: t(`${key}.answer`, values),
  }));
}
