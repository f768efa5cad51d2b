import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import type { Messages } from '@/lib/i18n/messages';
import { loadMessages } from '@/lib/i18n/messages';
import { shellMessages } from '@/lib/i18n/client-messages';

/** Renders a shell client component inside the same providers as components/providers.tsx. */
export async function renderWithIntl(ui: ReactElement, locale: Locale = 'en') {
  const messages = shellMessages((await loadMessages(locale)) as Messages);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 0 } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <NextIntlClientProvider locale={locale} messages={messages} timeZone="UTC">
        {ui}
      </NextIntlClientProvider>
    </QueryClientProvider>,
  );
}
