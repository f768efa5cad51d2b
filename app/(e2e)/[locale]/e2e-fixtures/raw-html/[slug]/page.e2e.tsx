import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { HydrationProbe } from './hydration-probe';

// e2e-only (built only with SWAPLENS_E2E_FIXTURES=1, see next.config.ts): stands in for future
// raw-HTML content such as blog articles and legal texts, with markup that would run if the
// nonce rewriter trusted it. Rendered on the first request for a slug, then served from Next's
// cache, like the catalogue pages that render on demand (e2e/csp-nonce.spec.ts).
export const dynamicParams = true;

export function generateStaticParams(): Array<{ slug: string }> {
  return [];
}

const INJECTED =
  '<script>window.__pwned=1</script>' +
  '<script nonce="guess">window.__pwned2=1</script>' +
  '<img src="x" alt="" onerror="window.__pwned3=1">';

interface Props {
  params: Promise<{ locale: string; slug: string }>;
}

export default async function RawHtmlFixture({ params }: Props) {
  const { locale, slug } = await params;
  setRequestLocale(locale as Locale);
  return (
    <section>
      <h1>{slug}</h1>
      <p data-testid="rendered-at">{new Date().toISOString()}</p>
      <div data-testid="raw-html" dangerouslySetInnerHTML={{ __html: INJECTED }} />
      <HydrationProbe />
    </section>
  );
}
