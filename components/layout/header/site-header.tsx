import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { BrandMarkIcon } from '@/components/icons/brand-mark-icon';
import { LanguageSwitch } from '@/components/layout/language/language-switch';
import { messages as languageSwitchMessages } from '@/components/layout/language/language-switch.messages';
import { brand } from '@/lib/brand';
import { brandLinks } from '@/lib/brand-links';
import { siteSettings } from '@/lib/site-settings';
import { BLOG_PATH, headerMenu } from '@/lib/header/menu';
import { localeNames, type Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/routing/paths';
import { inlineScriptNonce } from '@/lib/security/script-nonce';
import { AccountButton } from './account-button';
import { earlyClickScript } from './early-click';
import { ItemLink } from './item-link';
import { DesktopNav } from './desktop-nav';
import { LogoLink } from './logo-link';
import { MobileMenu } from './mobile-menu';
import styles from './site-header.module.css';
import type { HeaderNav } from './types';

const PHONE_SHORTCUTS: readonly string[] = ['swap', 'transactionStatus'];

// The site header: logo, menus (flyouts on wide screens, a burger with an accordion at 991 px and
// below), the language button and the account button. Everything is translated and configured
// here on the server; the interactive parts are small client leaves that receive plain strings
// and fetch their heavy parts (Radix menus, the accordion, the vaul drawer) when first used.
export async function SiteHeader({ locale }: { locale: Locale }) {
  const [t, common, drawer, nonce] = await Promise.all([
    getTranslations({ locale, namespace: 'Header' }),
    getTranslations({ locale, namespace: 'Common' }),
    getTranslations({ locale, namespace: 'LanguageDrawer' }),
    inlineScriptNonce(),
  ]);
  const name = brand().name;
  // Without a configured account site there is no button rather than a broken link.
  const accountHref = siteSettings().accountHref;

  const nav: HeaderNav = {
    label: t('navLabel'),
    sections: headerMenu(brandLinks(), brand().colors.primary).map((section) => ({
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
  // The two tasks people come for, at the top of the phone menu with their icon and line, so
  // swap and status are one tap from the phone header (the sections below hold the rest).
  const shortcuts = nav.sections
    .flatMap((section) => section.items)
    .filter((item) => PHONE_SHORTCUTS.includes(item.id));
  const account = (className?: string) =>
    accountHref && <AccountButton href={accountHref} label={t('account')} className={className} />;

  return (
    <>
      {/* Keeps a tap on a header button made before hydration (early-click.ts). */}
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: earlyClickScript() }} />
      <header className={styles.header}>
        <div className={styles.inner}>
          <LogoLink
            name={name}
            label={common('homeLink', { brand: name })}
            mark={<BrandMarkIcon className={styles.mark} />}
          />
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
            <MobileMenu
              nav={nav}
              buttonLabel={t('menuButton')}
              shortcuts={
                <ul className={styles.shortcuts}>
                  {shortcuts.map((item) => (
                    <li key={item.id}>
                      <ItemLink item={item} />
                    </li>
                  ))}
                </ul>
              }
              footer={account(styles.fullWidth)}
            />
          </div>
        </div>
      </header>
    </>
  );
}
