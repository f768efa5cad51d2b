// Global data gives each social account a link and an icon but no name; the accessible name is
// derived from the link's host so a new account needs no code change (unknown hosts show as is).

const NETWORKS: Record<string, string> = {
  't.me': 'Telegram',
  'telegram.me': 'Telegram',
  'x.com': 'X',
  'twitter.com': 'X',
  'reddit.com': 'Reddit',
  'youtube.com': 'YouTube',
  'medium.com': 'Medium',
  'facebook.com': 'Facebook',
  'instagram.com': 'Instagram',
  'linkedin.com': 'LinkedIn',
  'discord.gg': 'Discord',
  'discord.com': 'Discord',
  'github.com': 'GitHub',
  'tiktok.com': 'TikTok',
};

export function socialNetworkName(link: string): string {
  let host: string;
  try {
    host = new URL(link).hostname.toLowerCase().replace(/^(www|m)\./, '');
  } catch {
    return link;
  }
  // Subdomain accounts such as "swaplens.medium.com" belong to the parent network.
  const parent = host.split('.').slice(-2).join('.');
  return NETWORKS[host] ?? NETWORKS[parent] ?? host;
}
