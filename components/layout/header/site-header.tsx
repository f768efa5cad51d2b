import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { LanguageSwitch } from '@/components/layout/language/language-switch';
import { messages as languageSwitchMessages } from '@/components/layout/language/language-switch.messages';
import { brand } from '@/lib/brand';
import { brandLinks } from '@/lib/brand-links';
import { siteSettings } from '@/lib/site-settings';
import { BLOG_PATH, headerMenu } from '@/lib/header/menu';
import { localeNames, type Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/routing/paths';
import { AccountButton } from './account-button';
import { DesktopNav } from './desktop-nav';
import { LogoLink } from './logo-link';
import { MobileMenu } from './mobile-menu';
import styles from './site-header.module.css';
import type { HeaderNav } from './types';

// The site header: logo, menus (flyouts on wide screens, a burger with an accordion at 991 px and
// below), the language button and the account button. Everything is translated and configured
// here on the server; the interactive parts are small client leaves that receive plain strings
// and fetch their heavy parts (Radix menus, the accordion, the vaul drawer) when first used.
export async function SiteHeader({ locale }: { locale: Locale }) {
  const [t, common, drawer] = await Promise.all([
    getTranslations({ locale, namespace: 'Header' }),
    getTranslations({ locale, namespace: 'Common' }),
    getTranslations({ locale, namespace: 'LanguageDrawer' }),
  ]);
  const name = brand().name;
  // Without a configured account site there is no button rather than a broken link.
  const accountHref = siteSettings().accountHref;

  const nav: HeaderNav = {
    label: t('navLabel'),
    sections: headerMenu(brandLinks()).map((section) => ({
      id: section.id,
      title: t(section.title),
      items: section.items.map((item) => ({
        id: item.id,
        title: t(item.title),
        subtitle: t(item.subtitle),
        icon: item.icon,
        iconColor: item.iconColor,
        href: item.to ?? item.outerLink,
        external: item.to === undefined && { newTab: t('newTab') },
      })),
    })),
    blog: { label: t('blog'), href: localizedPath(locale, BLOG_PATH) },
  };
  const account = (className?: string) =>
    accountHref && <AccountButton href={accountHref} label={t('account')} className={className} />;

  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <LogoLink name={name} label={common('homeLink', { brand: name })} />
        <DesktopNav nav={nav} />
        <div className={styles.actions}>
          <ClientMessages namespaces={languageSwitchMessages}>
            <LanguageSwitch
              locale={locale}
              labels={{
                button: t('language', { language: localeNames[locale] }),
                title: drawer('title'),
                description: drawer('description'),
                blogNote: drawer('blogNote'),
              }}
            />
          </ClientMessages>
          {account(styles.wideOnly)}
          <MobileMenu nav={nav} buttonLabel={t('menuButton')} footer={account(styles.fullWidth)} />
        </div>
      </div>
    </header>
  );
}
