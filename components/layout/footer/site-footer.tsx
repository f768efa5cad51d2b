import type { Locale } from '@/lib/i18n/locales';

// The site footer (link columns, popular coins and pairs, newsletter, legal). See issue 3.
export async function SiteFooter({ locale }: { locale: Locale }) {
  void locale;
  return null;
}
