import { getTranslations } from 'next-intl/server';
import { Breadcrumbs } from './breadcrumbs';
import styles from './catalogue.module.css';
import type { Currency } from '@/lib/catalogue/types';
import type { Locale } from '@/lib/i18n/locales';
import { routes } from '@/lib/routing/routes';

export type ChooserKind = 'compare' | 'exchange';

/** The anchor the chooser's action sends the visitor back to when both coins are the same. */
export const SAME_COIN_ANCHOR = 'same-coin';

/**
 * The spec's shared custom page (/custom/compare, /custom/exchange-pairs): two select lists of
 * the enabled coins and a button. The form posts to a server action, which answers with a
 * redirect to the chosen page: it works without JavaScript (React renders the action as a plain
 * POST form) and the page itself stays static, with no query to read.
 */
export async function PairChooser({
  locale,
  kind,
  currencies,
  action,
}: {
  locale: Locale;
  kind: ChooserKind;
  currencies: readonly Currency[];
  action: (form: FormData) => Promise<void>;
}) {
  const t = await getTranslations({ locale, namespace: 'CustomPair' });
  const route = kind === 'compare' ? routes.customCompare() : routes.customExchangePairs();
  const [first, second] = currencies;
  const options = currencies.map((currency) => (
    <option key={currency.code} value={currency.code}>
      {t('option', {
        name: currency.name,
        ticker: currency.ticker,
        network: currency.network.name,
      })}
    </option>
  ));
  return (
    <section className={styles.page} aria-labelledby="custom-title">
      <Breadcrumbs
        locale={locale}
        label={t('breadcrumb')}
        steps={[
          { name: t('home'), route: routes.home() },
          { name: t(`${kind}.title`), route },
        ]}
      />
      <h1 id="custom-title">{t(`${kind}.title`)}</h1>
      <p className="lead">{t(`${kind}.lead`)}</p>
      <form className={styles.form} action={action}>
        <input type="hidden" name="locale" value={locale} />
        <p id={SAME_COIN_ANCHOR} className={styles.targetNote} role="note">
          {t('sameCoin')}
        </p>
        <label>
          {t(`${kind}.first`)}
          <select name="a" defaultValue={first?.code} required>
            {options}
          </select>
        </label>
        <label>
          {t(`${kind}.second`)}
          <select name="b" defaultValue={second?.code} required>
            {options}
          </select>
        </label>
        <button type="submit" className="button">
          {t(`${kind}.submit`)}
        </button>
      </form>
    </section>
  );
}
