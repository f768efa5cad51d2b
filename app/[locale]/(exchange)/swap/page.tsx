import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { SwapFlow } from '@/components/exchange/swap-flow';
import { parseSelection } from '@/components/exchange/selection';
import { SwapStatusView } from '@/components/swap-status';
import { pageMessages } from '@/lib/i18n/client-messages';
import type { Locale } from '@/lib/i18n/locales';
import type { Messages } from '@/lib/i18n/messages';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { readSwapId, swapIdToLookUp } from '@/lib/swaps/contract';

// /swap?from=btc&to=eth&amount=0.1&rate=floating: steps 1 and 2; /swap?swap=<Swap ID>: step 3.

export async function generateMetadata({ params }: PageProps<'/[locale]/swap'>) {
  const { locale } = await params;
  return pageMetadata({ locale: locale as Locale, path: '/swap', key: 'swap' });
}

export default async function SwapPage({ params, searchParams }: PageProps<'/[locale]/swap'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const [query, t, messages] = await Promise.all([
    searchParams,
    getTranslations({ locale, namespace: 'Swap' }),
    getMessages({ locale }),
  ]);
  const swap = typeof query.swap === 'string' ? swapIdToLookUp(readSwapId(query.swap)) : null;

  return (
    <NextIntlClientProvider messages={pageMessages(messages as Messages, 'swap')} timeZone="UTC">
      <section className="swap-page" aria-labelledby="swap-title">
        <h1 id="swap-title">{t('title')}</h1>
        <p className="lead">{t('lead')}</p>
        {swap ? (
          <>
            <p className="eyebrow">{t('step', { current: 3, name: t('stepStatus') })}</p>
            <SwapStatusView swapId={swap} focusHeading />
          </>
        ) : (
          <SwapFlow initial={parseSelection(query)} />
        )}
      </section>
    </NextIntlClientProvider>
  );
}
