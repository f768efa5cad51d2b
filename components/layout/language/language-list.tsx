'use client';

import { useMemo, useSyncExternalStore, type Ref } from 'react';
import { CheckIcon } from '@/components/icons/check-icon';
import { dispatchTrack } from '@/lib/header/track';
import { orderLanguages } from '@/lib/i18n/language-order';
import { localeNames, locales, type Locale } from '@/lib/i18n/locales';
import { getPathname, usePathname } from '@/lib/i18n/navigation';
import { LanguageBadge } from './language-badge';
import styles from './language.module.css';

const noSubscription = () => () => {};
// A joined string keeps the snapshot stable between renders (the array may be a new object).
const browserLanguages = () => navigator.languages.join(',');

// The page's query and fragment, which a static page only knows in the browser: switching the
// language of /swap?from=btc&to=eth keeps the selection. The links show them as of the drawer's
// opening; a click reads them again, in case the page changed its URL meanwhile.
const locationSuffix = () => window.location.search + window.location.hash;
const subscribeToLocation = (onChange: () => void) => {
  window.addEventListener('popstate', onChange);
  window.addEventListener('hashchange', onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener('hashchange', onChange);
  };
};

// The page in another language, always with its prefix (/en/… too): the proxy then stores the
// choice in the NEXT_LOCALE cookie and, for the default language, redirects to the bare path.
const localizedHref = (path: string, locale: Locale) =>
  getPathname({ href: path, locale, forcePrefix: true });

/**
 * The 14 languages as links to the current page in each language, keeping the path, query and
 * fragment. Plain anchors, not the router's Link: each language has its own root layout, so a
 * switch is a full page load whatever the router does, and the browser keeps the fragment across
 * the proxy's redirect, where the client router's redirect handling sometimes dropped it.
 */
export function LanguageList({
  current,
  currentRef,
  onChoose,
}: {
  current: Locale;
  currentRef?: Ref<HTMLAnchorElement>;
  onChoose: () => void;
}) {
  const pathname = usePathname();
  const suffix = useSyncExternalStore(subscribeToLocation, locationSuffix, () => '');
  const preferred = useSyncExternalStore(noSubscription, browserLanguages, () => '');
  const order = useMemo(
    () => orderLanguages(locales, preferred ? preferred.split(',') : []),
    [preferred],
  );

  return (
    <ul className={styles.list}>
      {order.map((code) => {
        const selected = code === current;
        return (
          <li key={code}>
            <a
              ref={selected ? currentRef : undefined}
              href={localizedHref(pathname + suffix, code)}
              hrefLang={code}
              lang={code}
              aria-current={selected ? 'true' : undefined}
              className={styles.option}
              onClick={(event) => {
                // The current language goes nowhere (the drawer focuses it on opening).
                if (selected) event.preventDefault();
                else {
                  dispatchTrack({
                    event: 'language_switch',
                    language: code,
                    previous_language: current,
                  });
                  // The page may have changed its URL since the drawer opened: the browser follows
                  // the href as it stands after this handler, in this tab or a new one.
                  const now = locationSuffix();
                  if (now !== suffix)
                    event.currentTarget.href = localizedHref(pathname + now, code);
                }
                onChoose();
              }}
            >
              <LanguageBadge code={code} />
              <span className={styles.name}>{localeNames[code]}</span>
              {selected && <CheckIcon className={styles.check} />}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
