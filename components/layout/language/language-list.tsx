'use client';

import { useMemo, useSyncExternalStore, type MouseEvent, type Ref } from 'react';
import { CheckIcon } from '@/components/icons/check-icon';
import { dispatchTrack } from '@/lib/header/track';
import { orderLanguages } from '@/lib/i18n/language-order';
import { localeNames, locales, type Locale } from '@/lib/i18n/locales';
import { Link } from '@/components/ui/link';
import { usePathname, useRouter } from '@/lib/i18n/navigation';
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

const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * The 14 languages as links to the current page in each language. next-intl's Link switches the
 * locale, keeps the path, query and fragment and stores the choice in the NEXT_LOCALE cookie.
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
  const router = useRouter();
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
            <Link
              ref={selected ? currentRef : undefined}
              href={pathname + suffix}
              locale={code}
              hrefLang={code}
              lang={code}
              aria-current={selected ? 'true' : undefined}
              // The current language goes nowhere (the drawer focuses it on opening).
              prefetch={selected ? false : 'intent'}
              className={styles.option}
              onClick={(event) => {
                if (selected) event.preventDefault();
                else {
                  dispatchTrack({
                    event: 'language_switch',
                    language: code,
                    previous_language: current,
                  });
                  const now = locationSuffix();
                  if (now !== suffix && isPlainClick(event)) {
                    event.preventDefault();
                    router.push(pathname + now, { locale: code });
                  }
                }
                onChoose();
              }}
            >
              <LanguageBadge code={code} />
              <span className={styles.name}>{localeNames[code]}</span>
              {selected && <CheckIcon className={styles.check} />}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
