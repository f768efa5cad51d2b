import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { EmbedThemeScope } from '@/components/embed/embed-theme';
import { loadWidgetConfig } from '@/components/embed/load-widget-config';
import { ClientMessages } from '@/components/i18n/client-messages';
import { CompactWidget } from '@/components/widget-compact/compact-widget';
import { messages } from '@/components/widget-compact/compact-widget.messages';
import styles from '@/components/widget-compact/compact-widget.module.css';
import { brand } from '@/lib/brand';
import type { Locale } from '@/lib/i18n/locales';
import { compactWidgetCoins } from '@/lib/pages/data/compact-widget';
import { pageLocale } from '@/lib/pages/page-params';
import type { WidgetIgnored } from '@/lib/widgets/params';

// The compact widget (docs/widgets.md, "/widget (v1)"): pair, amount and the best offer in a box a
// partner frames; its button opens the full flow on the site in a new tab, attributed to the
// partner. Rendered per request: the partner its `ref` names and the URL's choices are in the
// first paint, read by the same rules as /v2/widget's (components/embed/widget-config.ts).
// Framing, opener policy and the widget-redirect are its page declaration's
// (lib/pages/page-types.ts, `widget-v1`); proxy.ts has chosen the locale (`lang`, else the
// browser's). Not indexed, in no sitemap.

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/widget'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as Locale, namespace: 'EmbedCompact' });
  return {
    title: t('metaTitle', { brand: brand().name }),
    robots: { index: false, follow: false },
  };
}

export default async function CompactWidgetPage({
  params,
  searchParams,
}: PageProps<'/[locale]/widget'>) {
  const locale = await pageLocale(params);
  const { config, profile } = await loadWidgetConfig(await searchParams);
  const [t, coins] = await Promise.all([
    getTranslations('EmbedCompact'),
    compactWidgetCoins([config.selection.from, config.selection.to]),
  ]);
  const list = new Intl.ListFormat(locale, { type: 'unit', style: 'short' });
  const reason = ({ name, reason }: WidgetIgnored) => t(`reason.${reason}`, { name });
  const partnerName = config.partner?.displayName ?? null;
  const logoUrl = profile?.logoUrl;

  const header = (
    <div className={styles.head}>
      {logoUrl && (
        // The partner's https logo (its profile); next/image would need every host configured.
        // eslint-disable-next-line @next/next/no-img-element
        <img src={logoUrl} alt={partnerName ?? ''} height={28} />
      )}
      <h1 id="compact-title" className={styles.title}>
        {partnerName ? t('titlePartner', { partner: partnerName }) : t('title')}
      </h1>
    </div>
  );
  const footer = (
    <>
      {config.ignored.length > 0 && (
        <p className={styles.ignored} role="note" data-testid="compact-ignored">
          {t('ignored', { items: list.format(config.ignored.map(reason)) })}
        </p>
      )}
      {!config.hideLogo && (
        <p className={styles.powered}>{t('poweredBy', { brand: brand().name })}</p>
      )}
    </>
  );

  return (
    <EmbedThemeScope theme={config.theme} scheme={config.scheme}>
      <ClientMessages namespaces={messages}>
        <CompactWidget config={config} coins={coins} header={header} footer={footer} />
      </ClientMessages>
    </EmbedThemeScope>
  );
}
