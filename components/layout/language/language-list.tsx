'use client';

import { useMemo, useSyncExternalStore, type Ref } from 'react';
import { CheckIcon } from '@/components/icons/check-icon';
import { dispatchTrack } from '@/lib/header/track';
import { orderLanguages } from '@/lib/i18n/language-order';
import { localeNames, locales, type Locale } from '@/lib/i18n/locales';
import { Link } from '@/components/ui/link';
import { usePathname } from '@/lib/i18n/navigation';
import { LanguageBadge } from './language-badge';
import styles from './language.module.css';

const noSubscription = () => () => {};
// A joined string keeps the snapshot stable between renders (the array may be a new object).
const browserLanguages = () => navigator.languages.join(',');

/**
 * The 14 languages as links to the current page in each language. next-intl's Link switches the
 * locale, keeps the path and stores the choice in the NEXT_LOCALE cookie.
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
              href={pathname}
              locale={code}
              hrefLang={code}
              lang={code}
              aria-current={selected ? 'true' : undefined}
              // The current language goes nowhere (the drawer focuses it on opening).
              prefetch={selected ? false : 'intent'}
              className={styles.option}
              onClick={(event) => {
                if (selected) event.preventDefault();
                else
                  dispatchTrack({
                    event: 'language_switch',
                    language: code,
                    previous_language: current,
                  });
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
