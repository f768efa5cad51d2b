import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';

// e2e-only (built only with SWAPLENS_E2E_FIXTURES=1, see next.config.ts): stands in for a catalogue
// page, which the e2e build does not have in this form: a popular head prerendered at build time,
// every other slug rendered on the first request and cached (revalidate, dynamicParams) by the
// bounded page cache (server/page-cache.mjs), tagged like a catalogue page so that the price
// refresh makes it stale (lib/cache/page-store.mjs). e2e/page-cache.spec.ts and
// e2e/crawler.spec.ts read it.
export const revalidate = 300;
export const dynamicParams = true;

export function generateStaticParams(): Array<{ slug: string }> {
  return [{ slug: 'head-1' }, { slug: 'head-2' }];
}

interface Props {
  params: Promise<{ locale: string; slug: string }>;
}

// About the weight of a catalogue page's HTML, so the crawler's cache ceiling is reached.
const ROWS = Array.from({ length: 150 }, (_, index) => index + 1);

export default async function IsrFixture({ params }: Props) {
  const { locale, slug } = await params;
  setRequestLocale(locale as Locale);
  return (
    <main>
      <h1>{slug}</h1>
      <p data-testid="rendered-at">{new Date().toISOString()}</p>
      <table>
        <caption>Rows of {slug}</caption>
        <tbody>
          {ROWS.map((row) => (
            <tr key={row}>
              <th scope="row">{row}</th>
              <td>
                {slug} row {row}: the same figure as a catalogue table cell
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </main>
  );
}
