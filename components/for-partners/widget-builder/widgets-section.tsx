import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ClientMessages } from '@/components/i18n/client-messages';
import type { CompactCurrency } from '@/lib/catalogue/compact';
import type { Locale } from '@/lib/i18n/locales';
import { widgetQuery } from '@/lib/widgets/params';
import { DEFAULT_OPTIONS, optionParams } from './options';
import { WIDGET_HEIGHTS, WIDGET_MAX_WIDTH, widgetSrc } from './snippet';
import { SnippetView } from './snippet-view';
import { WidgetBuilderIsland } from './widget-builder-island';
import { messages } from './widget-builder.messages';
import styles from './widget-builder.module.css';

/**
 * The builder's part of /for-partners#widgets: its lead, then the deferred builder island. The
 * server renders the default widget's preview and snippets as the island's fallback, so the
 * section shows a working snippet before the builder loads and without JavaScript.
 */
export async function WidgetBuilderSection({
  locale,
  siteUrl,
  popular,
  brandName,
}: {
  locale: Locale;
  siteUrl: string;
  popular: readonly CompactCurrency[];
  brandName: string;
}) {
  const t = await getTranslations({ locale, namespace: 'WidgetBuilder' });
  const version = DEFAULT_OPTIONS.version;
  const query = widgetQuery(optionParams(DEFAULT_OPTIONS));
  const title = t('iframeTitle', { brand: brandName });
  const fallback: ReactNode = (
    <div className={styles.builder}>
      <section aria-labelledby="wb-default-preview" className={styles.preview}>
        <h3 id="wb-default-preview" className={styles.subheading}>
          {t('preview')}
        </h3>
        <p className={styles.note}>{t('fallbackNote')}</p>
        <iframe
          className={styles.frame}
          src={widgetSrc('', version, query)}
          title={title}
          style={{ maxWidth: WIDGET_MAX_WIDTH, height: WIDGET_HEIGHTS[version] }}
          allow="clipboard-write"
          loading="lazy"
          data-testid="widget-preview"
        />
      </section>
      <SnippetView
        idPrefix="wb-default"
        siteUrl={siteUrl}
        version={version}
        query={query}
        title={title}
        texts={{ heading: t('snippet'), script: t('snippetScript'), iframe: t('snippetIframe') }}
      />
    </div>
  );
  return (
    <>
      <h3 className={styles.title}>{t('heading')}</h3>
      <p>{t('lead', { brand: brandName })}</p>
      <ClientMessages namespaces={messages}>
        <WidgetBuilderIsland
          siteUrl={siteUrl}
          popular={popular}
          brandName={brandName}
          fallback={fallback}
        />
      </ClientMessages>
    </>
  );
}
