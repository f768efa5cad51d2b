import { useTranslations } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { use } from 'react';

// Static: prerendered per locale at build time.
export default function Page({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = use(params);
  setRequestLocale(locale);
  const t = useTranslations('Page');
  return (
    <main>
      <h1>{t('heading')}</h1>
      <p>{t('body')}</p>
    </main>
  );
}
