// Which product an operator's link belongs to, read from its host: the footer says "Telegram bot"
// and "Reviews on Trustpilot" without a second variable to keep in step with the URL. Pure data,
// beside the schema that checks a link the site cannot name has a companion variable.

const MESSAGING_APPS: Readonly<Record<string, string>> = {
  't.me': 'Telegram',
  'telegram.me': 'Telegram',
  'wa.me': 'WhatsApp',
  'signal.me': 'Signal',
  'discord.gg': 'Discord',
  'discord.com': 'Discord',
  'line.me': 'LINE',
  'm.me': 'Messenger',
};

const REVIEW_PLATFORMS: Readonly<Record<string, string>> = {
  'trustpilot.com': 'Trustpilot',
  'sitejabber.com': 'Sitejabber',
  'reviews.io': 'REVIEWS.io',
  'g2.com': 'G2',
};

/** The URL's host without "www." or "m.", lower case; undefined for a malformed URL. */
export function linkHost(url: string): string | undefined {
  try {
    return new URL(url).hostname.toLowerCase().replace(/^(www|m)\.(?=.+\..+)/, '');
  } catch {
    return undefined;
  }
}

/** The entry for the host or, for a subdomain ("uk.trustpilot.com"), for its parent domain. */
export function byHost<T>(table: Readonly<Record<string, T>>, url: string): T | undefined {
  const host = linkHost(url);
  if (host === undefined) return undefined;
  const parent = host.split('.').slice(-2).join('.');
  return table[host] ?? table[parent];
}

/** "Telegram" for https://t.me/…; undefined when the host is not a messaging app we know. */
export function messagingAppName(url: string): string | undefined {
  return byHost(MESSAGING_APPS, url);
}

/** "Trustpilot" for https://www.trustpilot.com/review/…; undefined for an unknown platform. */
export function reviewPlatformName(url: string): string | undefined {
  return byHost(REVIEW_PLATFORMS, url);
}

export const KNOWN_MESSAGING_HOSTS = Object.keys(MESSAGING_APPS);
export const KNOWN_REVIEW_HOSTS = Object.keys(REVIEW_PLATFORMS);
