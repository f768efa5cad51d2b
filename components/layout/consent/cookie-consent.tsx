import { getLocale, getTranslations } from 'next-intl/server';
import { CONSENT_SAVED_ID } from '@/lib/consent/form-fields';
import { consentPrePaintScript } from '@/lib/consent/pre-paint';
import { localizedPath } from '@/lib/routing/paths';
import { routes } from '@/lib/routing/routes';
import { inlineScriptNonce } from '@/lib/security/script-nonce';
import { consentCopy } from './consent-copy';
import { ConsentPanel } from './consent-panel';
import styles from './consent.module.css';

/**
 * The cookie banner (spec section 4), part of every page's prerendered HTML so it paints with
 * the first paint, with or without JavaScript. Whether a choice is stored is decided in the
 * browser before the banner is parsed: the inline script (build's nonce, like the Consent Mode
 * defaults) reads the preference cookie and marks <html>, and CSS then hides the banner, so a
 * returning visitor never sees it and the page stays static. The text is translated here; the
 * buttons and the settings view are a small client island (consent-panel.tsx).
 */
export async function CookieConsent() {
  const [locale, t, nonce] = await Promise.all([
    getLocale(),
    getTranslations('Consent'),
    inlineScriptNonce(),
  ]);
  return (
    <>
      <script
        id="consent-pre-paint"
        nonce={nonce}
        dangerouslySetInnerHTML={{ __html: consentPrePaintScript() }}
      />
      {/* The banner's form answers back to #CONSENT_SAVED_ID: without JavaScript, this mark
          is then the target and CSS hides the banner that the script cannot. */}
      <span id={CONSENT_SAVED_ID} className={styles.savedMark} />
      <ConsentPanel copy={consentCopy(t)}>
        <h2 className={styles.title}>{t('title')}</h2>
        {/* Phones show the short text (consent.module.css): a compact bar, not 40 % of the
            first screen. Both name the purposes and lead to the policy. */}
        <p className={styles.description}>
          {t('description')}{' '}
          <a href={localizedPath(locale, routes.cookiePolicy())}>{t('policyLink')}</a>
        </p>
        <p className={styles.short}>
          {t('short')} <a href={localizedPath(locale, routes.cookiePolicy())}>{t('policyLink')}</a>
        </p>
      </ConsentPanel>
    </>
  );
}
