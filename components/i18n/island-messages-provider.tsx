'use client';

import { NextIntlClientProvider, useLocale, useMessages } from 'next-intl';
import { useMemo, type ReactNode } from 'react';
import type { Messages } from '@/lib/i18n/messages';

/**
 * Adds an island's namespaces to the ones already on the page (the shell's). A nested
 * NextIntlClientProvider replaces its parent's messages, so the merge happens here, in the
 * browser: the server then sends each string once.
 */
export function IslandMessagesProvider({
  messages,
  children,
}: {
  messages: Partial<Messages>;
  children: ReactNode;
}) {
  const outer = useMessages();
  const locale = useLocale();
  const merged = useMemo(() => ({ ...outer, ...messages }), [outer, messages]);
  return (
    <NextIntlClientProvider locale={locale} messages={merged}>
      {children}
    </NextIntlClientProvider>
  );
}
