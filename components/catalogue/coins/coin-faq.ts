import { getTranslations } from 'next-intl/server';
import { brand } from '@/lib/brand';
import type { CoinPageData } from '@/lib/pages/data/coin-page';
import type { Locale } from '@/lib/i18n/locales';
import { formatDate, formatDateTime } from './format';

interface CoinFaqEntry {
  question: string;
  answer: string;
}

/**
 * The coin page's questions, answered from the page's data: the network, the memo rule, how a
 * swap works here and where the price comes from. The same text feeds the FAQPage JSON-LD.
 */
export async function coinFaq(locale: Locale, data: CoinPageData): Promise<CoinFaqEntry[]> {
  const t = await getTranslations({ locale, namespace: 'CoinFaq' });
  const { currency, price, otherNetworks, providers } = data;
  const { name, ticker, network } = currency;
  const values = { name, ticker, network: network.name, brand: brand().name };
  const memo = network.memo;
  const others = otherNetworks.map((other) => other.network.name).join(', ');

  const networkAnswer = [
    t('networkAnswer', { ...values, badge: network.badge }),
    ...(others ? [t('networkOthers', { ...values, others })] : []),
  ].join(' ');
  const memoAnswer =
    memo === null
      ? t('memoNone', values)
      : t(memo.required ? 'memoRequired' : 'memoOptional', {
          ...values,
          kind: memo.label,
          label: t(`memoKinds.${memo.label}`),
        });
  const priceAnswer = !price
    ? t('priceNone', values)
    : price.source === 'snapshot'
      ? t('priceSnapshot', { ...values, date: formatDate(locale, price.asOf) })
      : t('priceLive', { ...values, time: formatDateTime(locale, price.asOf) });

  return [
    { question: t('networkQuestion', values), answer: networkAnswer },
    { question: t('memoQuestion', values), answer: memoAnswer },
    {
      question: t('swapQuestion', values),
      answer: t('swapAnswer', { ...values, providers: providers.length }),
    },
    { question: t('priceQuestion', values), answer: priceAnswer },
  ];
}
