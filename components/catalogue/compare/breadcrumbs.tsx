import { JsonLd } from '@/components/seo/json-ld';
import { Link } from '@/components/ui/link';
import type { Locale } from '@/lib/i18n/locales';
import type { Path } from '@/lib/routing/routes';
import { breadcrumbList } from '@/lib/seo/json-ld';
import styles from './catalogue.module.css';

/**
 * The trail from the home page to this page, shown and as BreadcrumbList JSON-LD with the same
 * names and addresses. The compare and cross-chain sections share it instead of a layout: their
 * only common frame is this trail, and it names the current page.
 */
export function Breadcrumbs({
  locale,
  label,
  steps,
}: {
  locale: Locale;
  label: string;
  steps: ReadonlyArray<{ name: string; route: Path }>;
}) {
  return (
    <nav aria-label={label} className={styles.crumbs}>
      <JsonLd data={breadcrumbList(locale, steps)} />
      <ol>
        {steps.map((step, index) => (
          <li key={step.route}>
            {index === steps.length - 1 ? (
              <span aria-current="page">{step.name}</span>
            ) : (
              <Link href={step.route}>{step.name}</Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
