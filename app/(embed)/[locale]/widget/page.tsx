import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { EmbedThemeScope } from '@/components/embed/embed-theme';
import { ClientMessages } from '@/components/i18n/client-messages';
import { CompactWidget } from '@/components/widget-compact/compact-widget';
import { messages } from '@/components/widget-compact/compact-widget.messages';
import styles from '@/components/widget-compact/compact-widget.module.css';
import { brand } from '@/lib/brand';
import type { Locale } from '@/lib/i18n/locales';
import { compactWidgetView, type CompactIgnored } from '@/lib/pages/data/compact-widget';
import { pageLocale } from '@/lib/pages/page-params';

// The compact widget (docs/widgets.md, "/widget (v1)"): pair, amount and the best offer in a box a
// partner frames; its button opens the full flow on the site in a new tab, attributed to the
// partner. Rendered per request: the partner's look and the URL's choices are in the first paint.
// Who may frame it, its opener policy and its language rule are its page declaration's
// (lib/pages/page-types.ts, `widget-v1`); legacy parameters never reach it (widget-redirect).

type Search = Record<string, string | string[] | undefined>;

export async function generateMetadata({
  params,
}: {
  params: Promise<{ locale: string }>;
}): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as Locale, namespace: 'EmbedCompact' });
  // A frame's content, not a page to find: noindex, in no sitemap, no canonical.
  return {
    title: t('metaTitle', { brand: brand().name }),
    robots: { index: false, follow: false },
  };
}

/** The query as the browser sent it (repeated names kept in order, as parseWidgetParams reads). */
function toSearch(search: Search): URLSearchParams {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(search)) {
    for (const one of Array.isArray(value) ? value : [value]) {
      if (one !== undefined) query.append(name, one);
    }
  }
  return query;
}

export default async function CompactWidgetPage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Search>;
}) {
  const locale = await pageLocale(params);
  const [t, view] = await Promise.all([
    getTranslations('EmbedCompact'),
    compactWidgetView(toSearch(await searchParams)),
  ]);
  const { name } = brand();
  const reason = (item: CompactIgnored) => t(`reason.${item.reason}`, { name: item.name });
  const partnerName = view.partner?.displayName ?? null;
  const list = new Intl.ListFormat(locale, { type: 'unit', style: 'short' });

  return (
    <div className={styles.frame} data-widget-frame="" data-widget-theme={view.mode}>
      <EmbedThemeScope theme={view.theme}>
        <section
          className={styles.box}
          aria-labelledby="compact-title"
          data-testid="compact-widget"
        >
          <div className={styles.head}>
            {view.partner?.logoUrl && (
              // A partner's https logo (its profile); next/image would need its host configured.
              // eslint-disable-next-line @next/next/no-img-element
              <img src={view.partner.logoUrl} alt={partnerName ?? ''} height={28} />
            )}
            <h1 id="compact-title" className={styles.title}>
              {partnerName ? t('titlePartner', { partner: partnerName }) : t('title')}
            </h1>
          </div>
          <ClientMessages namespaces={messages}>
            <CompactWidget
              initial={{
                from: view.from,
                to: view.to,
                amount: view.amount,
                rateType: view.rateType,
              }}
              coins={view.coins}
              lock={view.lock}
              partnerId={view.partnerId}
              ignored={view.ignored}
            />
          </ClientMessages>
          {view.ignored.length > 0 && (
            <p className={styles.ignored} role="note" data-testid="compact-ignored">
              {t('ignored', { items: list.format(view.ignored.map(reason)) })}
            </p>
          )}
          {view.showOurLogo && <p className={styles.powered}>{t('poweredBy', { brand: name })}</p>}
        </section>
      </EmbedThemeScope>
    </div>
  );
}
