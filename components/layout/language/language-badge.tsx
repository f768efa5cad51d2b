import type { Locale } from '@/lib/i18n/locales';
import styles from './language.module.css';

// A round badge with the language code instead of a flag: a flag names a country, not a
// language (English, Portuguese and Spanish are each spoken in many countries, and Ukrainian or
// Russian speakers do not share one flag), so a flag would mislabel many visitors. The badge is
// decorative: the native name next to it carries the meaning.
export function LanguageBadge({ code }: { code: Locale }) {
  return (
    <span className={styles.badge} aria-hidden="true">
      {code.toUpperCase()}
    </span>
  );
}
