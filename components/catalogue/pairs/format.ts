// Dates on the pair pages, written on the server in the page's language. UTC, said on the page
// where a time is shown: the page is cached and served to every time zone alike.

export function formatDay(iso: string, locale: string, style: 'medium' | 'long' = 'long'): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: style, timeZone: 'UTC' }).format(
    new Date(iso),
  );
}

export function formatTime(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone: 'UTC' }).format(
    new Date(iso),
  );
}
