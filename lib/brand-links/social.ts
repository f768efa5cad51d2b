import { byHost, linkHost } from '../env/link-hosts';

// The operator's social profiles come from SOCIAL_LINKS as bare URLs: the network's name (the
// link's accessible name) and its icon are derived from the host, so a new account needs no code
// change. A host the table does not know is still shown, named by its host with a generic icon
// (a Mastodon server, a forum): the operator chose to list it, and a wrong guess would be worse.

interface Network {
  name: string;
  /** A monochrome SVG under public/social. */
  logo: string;
}

const GENERIC_LOGO = '/social/link.svg';

const network = (name: string, icon?: string): Network => ({
  name,
  logo: icon ? `/social/${icon}.svg` : GENERIC_LOGO,
});

const NETWORKS: Readonly<Record<string, Network>> = {
  't.me': network('Telegram', 'telegram'),
  'telegram.me': network('Telegram', 'telegram'),
  'x.com': network('X', 'x'),
  'twitter.com': network('X', 'x'),
  'reddit.com': network('Reddit', 'reddit'),
  'youtube.com': network('YouTube', 'youtube'),
  'medium.com': network('Medium', 'medium'),
  'facebook.com': network('Facebook'),
  'instagram.com': network('Instagram'),
  'linkedin.com': network('LinkedIn'),
  'discord.gg': network('Discord'),
  'discord.com': network('Discord'),
  'github.com': network('GitHub'),
  'tiktok.com': network('TikTok'),
};

export interface SocialProfile {
  link: string;
  /** Public path of the network's icon. */
  logo: string;
  /** The network's name, or the link's host when the network is not one we know. */
  network: string;
}

/** A profile's network and icon, from its link's host (subdomain accounts count as the parent). */
export function socialProfile(link: string): SocialProfile {
  const known = byHost(NETWORKS, link);
  return {
    link,
    logo: known?.logo ?? GENERIC_LOGO,
    network: known?.name ?? linkHost(link) ?? link,
  };
}

export function socialNetworkName(link: string): string {
  return socialProfile(link).network;
}
