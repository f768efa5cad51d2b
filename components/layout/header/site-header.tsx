import { getTranslations } from 'next-intl/server';
import { brand } from '@/lib/brand';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/routing/paths';

// The site header (logo, menus, account and language buttons). See issue 3.
export async function SiteHeader({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Common' });
  const name = brand().name;
  return (
    <header className="site-header">
      <a className="logo" href={localizedPath(locale, '/')}>
        <span className="logo__mark" aria-hidden="true" />
        <span className="visually-hidden">{t('homeLink', { brand: name })}</span>
        <span aria-hidden="true">{name}</span>
      </a>
    </header>
  );
}
