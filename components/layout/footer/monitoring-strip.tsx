import Image from 'next/image';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { MONITORING_SITES } from '@/lib/monitoring-sites';
import { MonitoringMarquee } from './monitoring-marquee';
import styles from './monitoring-strip.module.css';

/**
 * Logos of independent exchanger monitors, scrolling by CSS animation. The list is rendered twice
 * so the loop is seamless; the copy is hidden from assistive technology and the tab order.
 */
export async function MonitoringStrip({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Footer' });
  const newTab = t('newTab');
  const list = (copy: boolean) => (
    <ul
      className={copy ? `${styles.list} ${styles.copy}` : styles.list}
      aria-hidden={copy || undefined}
    >
      {MONITORING_SITES.map((site) => (
        <li key={site.url}>
          <a
            className={styles.link}
            href={site.url}
            target="_blank"
            rel="nofollow noopener"
            tabIndex={copy ? -1 : undefined}
          >
            <Image src={site.logo} alt={site.name} width={site.logoWidth} height={32} unoptimized />
            <span className="visually-hidden"> {newTab}</span>
          </a>
        </li>
      ))}
    </ul>
  );

  return (
    <section className={styles.strip} aria-labelledby="footer-monitors">
      <MonitoringMarquee
        title={
          <h2 id="footer-monitors" className={styles.title}>
            {t('monitoringHeading')}
          </h2>
        }
        pauseLabel={t('monitoringPause')}
        playLabel={t('monitoringPlay')}
      >
        <div className={styles.track} data-testid="monitoring-track">
          {list(false)}
          {list(true)}
        </div>
      </MonitoringMarquee>
    </section>
  );
}
