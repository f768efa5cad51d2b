import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { pageMessages } from '@/lib/i18n/client-messages';
import type { Locale } from '@/lib/i18n/locales';
import type { Messages } from '@/lib/i18n/messages';
import { HeroForm } from './hero-form';

/** The hero's form with only the messages it needs; the page stays static (coins load later). */
export async function HeroSwap({ locale }: { locale: Locale }) {
  const messages = (await getMessages({ locale })) as Messages;
  return (
    <NextIntlClientProvider messages={pageMessages(messages, 'heroForm')} timeZone="UTC">
      <HeroForm />
    </NextIntlClientProvider>
  );
}
