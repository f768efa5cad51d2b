import { StorageTable } from '@/components/legal/storage-table';
import { activeStorageItems } from '@/lib/consent/storage-list';
import type { Locale } from '@/lib/i18n/locales';
import { siteSettings } from '@/lib/site-settings';
import { legalMetadata, renderLegalPage } from '../legal-route';

export async function generateMetadata({ params }: PageProps<'/[locale]/cookie-policy'>) {
  return legalMetadata('cookie-policy', (await params).locale);
}

/** The text's {{storage-inventory}} slot lists what this configuration can set (build time). */
export default async function CookiePolicyPage({ params }: PageProps<'/[locale]/cookie-policy'>) {
  const locale = (await params).locale as Locale;
  const { gtmId, recaptchaSiteKey, walletConnect } = siteSettings();
  const items = activeStorageItems({
    tagManager: gtmId !== undefined,
    recaptcha: recaptchaSiteKey !== undefined,
    walletConnect,
  });
  return renderLegalPage('cookie-policy', locale, {
    'storage-inventory': <StorageTable locale={locale} items={items} />,
  });
}
