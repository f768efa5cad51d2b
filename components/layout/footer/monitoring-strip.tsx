import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { MONITORING_SITES } from '@/lib/monitoring-sites';
import { MonitoringMarquee } from './monitoring-marquee';
import styles from './monitoring-strip.module.css';

/**
 * The names of independent exchanger monitors (no logos: lib/monitoring-sites.ts), scrolling by
 * CSS animation. The list is rendered once;
 * the marquee adds the copy that makes the loop seamless in the browser (hidden from assistive
 * technology and the tab order), so the HTML and the RSC payload carry each link once (the key
 * is the name, not the URL).
 */
export async function MonitoringStrip({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Footer' });
  const newTab = t('newTab');
  const list = (
    <ul className={styles.list}>
      {MONITORING_SITES.map((site) => (
        <li key={site.name}>
          <a href={site.url} target="_blank" rel="nofollow noopener">
            {site.name}
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
          {list}
        </div>
      </MonitoringMarquee>
    </section>
  );
}
