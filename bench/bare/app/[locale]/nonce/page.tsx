import { getTranslations, setRequestLocale } from 'next-intl/server';
import { connection } from 'next/server';

// The same content rendered per request, with the nonce proxy.ts puts in the CSP header (Next
// writes it on its scripts): what a nonce-based policy costs a page.
export default async function NoncePage({ params }: { params: Promise<{ locale: string }> }) {
  await connection();
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('Page');
  return (
    <main>
      <h1>{t('heading')}</h1>
      <p>{t('body')}</p>
    </main>
  );
}
