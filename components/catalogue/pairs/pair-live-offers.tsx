import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { QueryProvider } from '@/components/query-provider';
import type { Locale } from '@/lib/i18n/locales';
import { PairSwap } from './pair-swap';
import { messages } from './pair-swap.messages';
import styles from './pairs.module.css';

/**
 * The live offers of a page about one pair (an exchange pair, a cross-chain move): /swap's steps
 * 1 and 2 preset to the pair and the amount the page's first figures were seen for, with only
 * the messages that island reads.
 */
export async function PairLiveOffers({
  locale,
  from,
  to,
  amount,
}: {
  locale: Locale;
  from: string;
  to: string;
  amount: string;
}) {
  const t = await getTranslations({ locale, namespace: 'PairPage' });
  return (
    <section aria-labelledby="pair-live" className={styles.section}>
      <h2 id="pair-live">{t('liveTitle')}</h2>
      <ClientMessages namespaces={messages}>
        <QueryProvider>
          <PairSwap initial={{ from, to, amount, rateType: 'floating' }} />
        </QueryProvider>
      </ClientMessages>
    </section>
  );
}
