import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';

/** What a page shows of a provider: its name, and whether it is simulated. */
export interface ListedProvider {
  id: string;
  name: string;
  sandbox: boolean;
}

/** "3 providers list it: A, B, C (simulated)": the count, then each name, sandbox ones marked. */
export async function ProviderNames({
  locale,
  providers,
}: {
  locale: Locale;
  providers: readonly ListedProvider[];
}) {
  const t = await getTranslations({ locale, namespace: 'CompareNetwork' });
  return (
    <>
      <p>{t('providersCount', { count: providers.length })}</p>
      {providers.length > 0 ? (
        <ul>
          {providers.map((provider) => (
            <li key={provider.id}>
              {provider.sandbox ? t('simulatedProvider', { name: provider.name }) : provider.name}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
