import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { ClientMessages } from '@/components/i18n/client-messages';
import { SandboxCheckout } from '@/components/fiat/sandbox-checkout';
import { messages } from '@/components/fiat/sandbox-checkout.messages';
import { pageLocale, staticMetadata } from '@/lib/pages/page-params';
import { routes } from '@/lib/routing/routes';

// /fiat/sandbox-checkout?provider=…: where a sandbox ramp's checkout lands. It says plainly that
// nothing was charged and shows the simulated order from the query; one prerendered shell per
// locale, the query read in the browser, never indexed.

export const generateMetadata = staticMetadata(
  routes.fiatSandboxCheckout(),
  'fiatSandboxCheckout',
  { noIndex: true },
);

export default async function SandboxCheckoutPage({
  params,
}: PageProps<'/[locale]/fiat/sandbox-checkout'>) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'SandboxCheckout' });
  return (
    <section aria-labelledby="sandbox-checkout-title">
      <h1 id="sandbox-checkout-title">{t('title')}</h1>
      <p className="lead" role="note" data-testid="sandbox-checkout-notice">
        {t('lead')}
      </p>
      <ClientMessages namespaces={messages}>
        <Suspense fallback={null}>
          <SandboxCheckout />
        </Suspense>
      </ClientMessages>
    </section>
  );
}
