import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { EmbedThemeScope } from '@/components/embed/embed-theme';
import { loadWidgetConfig } from '@/components/embed/load-widget-config';
import { ClientMessages } from '@/components/i18n/client-messages';
import { QueryProvider } from '@/components/query-provider';
import { brand } from '@/lib/brand';
import { brandLinks } from '@/lib/brand-links';
import { env } from '@/lib/env';
import type { Locale } from '@/lib/i18n/locales';
import { pageLocale } from '@/lib/pages/page-params';
import { WidgetApp } from './widget-app';
import { messages } from './widget-app.messages';

// /v2/widget: the whole swap inside a partner's frame (docs/widgets.md, ADR 0023). Rendered per
// request: the partner its `ref` names decides the theme, the attribution and who receives the
// events; proxy.ts has already chosen the locale (`lang`, else the browser's) and written the
// framing headers. Not indexed, in no sitemap.

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/v2/widget'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as Locale, namespace: 'EmbedWidget' });
  return { title: t('title', { brand: brand().name }), robots: { index: false, follow: false } };
}

export default async function WidgetPage({
  params,
  searchParams,
}: PageProps<'/[locale]/v2/widget'>) {
  await pageLocale(params);
  const { config } = await loadWidgetConfig(await searchParams);
  return (
    <EmbedThemeScope theme={config.theme} scheme={config.scheme}>
      <ClientMessages namespaces={messages}>
        <QueryProvider>
          <WidgetApp
            config={config}
            brandName={brand().name}
            siteUrl={new URL('/', env().SITE_URL).href}
            supportBot={brandLinks().messagingBot}
          />
        </QueryProvider>
      </ClientMessages>
    </EmbedThemeScope>
  );
}
