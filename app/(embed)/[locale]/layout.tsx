import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { Analytics } from '@/components/layout/analytics/analytics';
import { SHELL_MESSAGES } from '@/components/layout/shell-messages';
import { pickMessages } from '@/lib/i18n/client-messages';
import type { Messages } from '@/lib/i18n/messages';
import { layoutLocale, localeStaticParams } from '@/lib/pages/page-params';
import '../../globals.css';

// The embed shell: the root layout of pages other sites frame (the widgets). No header, footer
// or consent banner, which would not fit a frame; the design tokens of globals.css as CSS
// variables, which a page overrides with its partner's theme (components/embed/embed-theme.tsx);
// the locale for its islands; and our inline script with its nonce (Analytics: consent mode
// stays denied, as no banner here can change it). Who may frame a page is its response policy
// (lib/pages/response-policies.ts), not this layout.

export const generateStaticParams = localeStaticParams;

export default async function EmbedLayout({
  children,
  params,
}: {
  children: React.ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const locale = await layoutLocale(params);
  const messages = await getMessages({ locale });

  return (
    <html lang={locale}>
      <body>
        <Analytics />
        {/* As the site's layout: the shell's namespaces, so <ClientMessages> works alike. */}
        <NextIntlClientProvider
          locale={locale}
          messages={pickMessages(messages as Messages, SHELL_MESSAGES)}
          timeZone="UTC"
        >
          <main id="main">{children}</main>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
