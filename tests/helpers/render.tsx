import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { NextIntlClientProvider, type IntlError } from 'next-intl';
import type { ReactElement, ReactNode } from 'react';
import { pickMessages, type IslandMessages } from '@/lib/i18n/client-messages';
import type { Locale } from '@/lib/i18n/locales';
import type { Messages } from '@/lib/i18n/messages';

// Renders a client component the way the site does: inside a query client (no retries) and the
// intl provider, given exactly the namespaces of its island's declaration (`*.messages.ts`),
// not all of messages/<locale>.json. A leaf that reads a namespace its island does not declare
// then fails here, as it would fail on the page.

const cache = new Map<Locale, Messages>();

function messagesOf(locale: Locale): Messages {
  let messages = cache.get(locale);
  if (!messages) {
    const file = path.resolve(__dirname, '../../messages', `${locale}.json`);
    messages = JSON.parse(readFileSync(file, 'utf8')) as Messages;
    cache.set(locale, messages);
  }
  return messages;
}

/** jsdom lacks matchMedia, which vaul and the drawer's breakpoint hook read. */
function stubMatchMedia() {
  if (typeof window === 'undefined') return;
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
}

/** next-intl only logs a missing message and shows its key; a test must fail instead. */
function failOnMissingMessage(error: IntlError): void {
  throw error;
}

export interface RenderIslandOptions extends Omit<RenderOptions, 'wrapper'> {
  locale?: Locale;
}

/** Renders `ui` with the messages of the island declaration `island`, in English by default. */
export function renderIsland(
  ui: ReactElement,
  island: IslandMessages,
  { locale = 'en', ...options }: RenderIslandOptions = {},
) {
  stubMatchMedia();
  const client = new QueryClient({
    defaultOptions: { queries: { retry: 0 }, mutations: { retry: 0 } },
  });
  const messages = pickMessages(messagesOf(locale), island);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <NextIntlClientProvider
        locale={locale}
        messages={messages}
        timeZone="UTC"
        onError={failOnMissingMessage}
      >
        {children}
      </NextIntlClientProvider>
    </QueryClientProvider>
  );
  return render(ui, { wrapper, ...options });
}
