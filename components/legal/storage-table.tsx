import { getFormatter, getTranslations } from 'next-intl/server';
import { CONSENT_CATEGORIES } from '@/lib/consent/categories';
import type { StorageCategory, StorageItem } from '@/lib/consent/storage-inventory';
import type { Locale } from '@/lib/i18n/locales';
import content from '@/components/content/content.module.css';
import tables from '@/components/ui/table.module.css';

import styles from './legal.module.css';

/** The services' product names are the same in every language. */
const SERVICE_NAMES: Record<Exclude<StorageItem['setBy'], 'site'>, string> = {
  googleAnalytics: 'Google Analytics',
  googleAds: 'Google Ads',
  recaptcha: 'Google reCAPTCHA',
  walletConnect: 'WalletConnect',
};

const CATEGORIES: readonly StorageCategory[] = [
  'necessary',
  ...CONSENT_CATEGORIES.map(({ key }) => key),
];

export interface StorageTableProps {
  locale: Locale;
  /** The inventory's items that can exist with this site's configuration. */
  items: readonly StorageItem[];
}

/**
 * The cookie policy's list of cookies and storage keys, one table per consent category, in the
 * banner's words, generated from lib/consent/storage-inventory.ts (the list the code uses).
 */
export async function StorageTable({ locale, items }: StorageTableProps) {
  const [t, tConsent, format] = await Promise.all([
    getTranslations({ locale, namespace: 'StorageTable' }),
    getTranslations({ locale, namespace: 'Consent.categories' }),
    getFormatter({ locale }),
  ]);
  const lifetime = ({ lifetime: value }: StorageItem) =>
    value.unit === 'session'
      ? t('session')
      : value.unit === 'persistent'
        ? t('persistent')
        : format.number(value.count, { style: 'unit', unit: value.unit, unitDisplay: 'long' });

  return (
    <div className={styles.storage} lang={locale}>
      {CATEGORIES.map((category) => {
        const inCategory = items.filter((item) => item.category === category);
        const headingId = `storage-${category}`;
        return (
          <section key={category} aria-labelledby={headingId}>
            <h3 id={headingId}>{tConsent(`${category}.title`)}</h3>
            {inCategory.length === 0 ? (
              <p>{t('none')}</p>
            ) : (
              // Focusable so the keyboard can scroll a table wider than the screen.
              <div className={`${tables.boxed} ${content.tableScroll}`} tabIndex={0}>
                <table>
                  <thead>
                    <tr>
                      <th scope="col">{t('columns.name')}</th>
                      <th scope="col">{t('columns.purpose')}</th>
                      <th scope="col">{t('columns.lifetime')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {inCategory.map((item) => (
                      <tr key={item.id}>
                        <th scope="row">
                          <code>{item.name}</code>
                          <span className={styles.itemMeta}>{t(`kinds.${item.kind}`)}</span>
                          <span className={styles.itemMeta}>
                            {item.setBy === 'site' ? t('siteSetter') : SERVICE_NAMES[item.setBy]}
                            {item.party === 'third' && <> {t('thirdParty')}</>}
                          </span>
                        </th>
                        <td>{t(`items.${item.id}` as 'items.locale')}</td>
                        <td>{lifetime(item)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>
        );
      })}
    </div>
  );
}
