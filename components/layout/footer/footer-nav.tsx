import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { brandLinks } from '@/lib/brand-links';
import { footerColumns } from '@/lib/footer/columns';
import { popularSections, type PopularLink } from '@/lib/footer/popular';
import type { GlobalData } from '@/lib/global-data';
import type { Locale } from '@/lib/i18n/locales';
import { FooterLink } from './footer-link';
import styles from './site-footer.module.css';

export async function FooterNav({ locale, data }: { locale: Locale; data: GlobalData }) {
  const t = await getTranslations({ locale, namespace: 'Footer' });
  const newTab = t('newTab');
  const popular = popularSections(data, (from, to) => t('pair', { from, to }));

  return (
    <nav className={styles.nav} aria-label={t('navLabel')}>
      {footerColumns(brandLinks()).map((column) => (
        <Column key={column.key} id={`footer-${column.key}`} title={t(`columns.${column.key}`)}>
          {column.links.map((link) => (
            <li key={link.key}>
              <FooterLink
                link={link}
                label={t(`links.${link.key}`, link.kind === 'external' ? link.values : undefined)}
                locale={locale}
                newTab={newTab}
              />
            </li>
          ))}
        </Column>
      ))}
      {popular.map((section) => (
        <PopularColumn
          key={section.key}
          id={section.key === 'popularCoins' ? 'footer-coins' : 'footer-pairs'}
          title={t(`columns.${section.key}`)}
          links={section.links}
          locale={locale}
        />
      ))}
    </nav>
  );
}

function Column({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <div className={styles.column}>
      <h2 id={id} className={styles.columnTitle}>
        {title}
      </h2>
      <ul className={styles.linkList} aria-labelledby={id}>
        {children}
      </ul>
    </div>
  );
}

function PopularColumn(props: { id: string; title: string; links: PopularLink[]; locale: Locale }) {
  return (
    <Column id={props.id} title={props.title}>
      {props.links.map(({ href, label }) => (
        <li key={href}>
          <FooterLink
            link={{ kind: 'internal', href }}
            label={label}
            locale={props.locale}
            newTab=""
          />
        </li>
      ))}
    </Column>
  );
}
