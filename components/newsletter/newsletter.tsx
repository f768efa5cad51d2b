import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import type { Locale } from '@/lib/i18n/locales';
import { NewsletterForm } from './newsletter-form';
import { messages } from './newsletter-form.messages';
import { RecaptchaNotice } from '@/components/forms/recaptcha-notice';
import styles from './newsletter.module.css';

export interface NewsletterProps {
  locale: Locale;
  /** RECAPTCHA_SITE_KEY, read on the server; unset when the bot check is not configured. */
  siteKey?: string;
}

/**
 * The footer's newsletter block. Title, description and Google's attribution are rendered here
 * on the server; only the form (newsletter-form.tsx) runs in the browser.
 */
export async function Newsletter({ locale, siteKey }: NewsletterProps) {
  const t = await getTranslations({ locale, namespace: 'Newsletter' });
  return (
    <section className={styles.newsletter} aria-labelledby="newsletter-title">
      <h2 id="newsletter-title" className={styles.title}>
        {t('title')}
      </h2>
      <p className={styles.description}>{t('description')}</p>
      <ClientMessages namespaces={messages}>
        <NewsletterForm siteKey={siteKey} />
      </ClientMessages>
      {siteKey && <RecaptchaNotice locale={locale} />}
    </section>
  );
}
