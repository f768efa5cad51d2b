import { getTranslations } from 'next-intl/server';
import { ContactForm } from '@/components/contact/contact-form';
import { messages } from '@/components/contact/contact-form.messages';
import { SupportChannels } from '@/components/contact/support-channels';
import { ClientMessages } from '@/components/i18n/client-messages';
import { RecaptchaNotice } from '@/components/forms/recaptcha-notice';
import type { Locale } from '@/lib/i18n/locales';
import { pageLocale } from '@/lib/pages/page-params';
import { routes } from '@/lib/routing/routes';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { siteSettings } from '@/lib/site-settings';
import styles from '@/components/contact/contact.module.css';

export async function generateMetadata({ params }: PageProps<'/[locale]/contact'>) {
  const { locale } = await params;
  return pageMetadata({ locale: locale as Locale, route: routes.contact(), key: 'contact' });
}

// Prerendered per locale: the form is a client island, the support channels are server HTML.
export default async function ContactPage({ params }: PageProps<'/[locale]/contact'>) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'ContactPage' });
  const siteKey = siteSettings().recaptchaSiteKey;

  return (
    <section aria-labelledby="contact-title">
      <h1 id="contact-title">{t('title')}</h1>
      <p className="lead">{t('lead')}</p>
      <div className={styles.layout}>
        <div>
          <h2 id="contact-form-title" className={styles.formTitle}>
            {t('formTitle')}
          </h2>
          <ClientMessages namespaces={messages}>
            <ContactForm siteKey={siteKey} />
          </ClientMessages>
          {siteKey && <RecaptchaNotice locale={locale} />}
        </div>
        <SupportChannels locale={locale} />
      </div>
    </section>
  );
}
