import { env, type Env } from '../env';
import { messagingAppName, reviewPlatformName } from '../env/link-hosts';
import { socialProfile, type SocialProfile } from './social';

// The operator's external destinations (spec section 2: the API documentation, the press page
// and kit, the messaging-app bot, the review-platform page, the bug bounty, social profiles),
// beside lib/brand.ts and for the same reason: they belong to whoever runs the site. Each comes
// from the environment (LINK_*, SOCIAL_LINKS); one that is unset is not shown anywhere, so no
// link leads to an address nobody owns.

export interface MessagingBot {
  url: string;
  /** The app's name for "{app} bot": Telegram for t.me, or LINK_MESSAGING_BOT_APP. */
  app: string;
}

export interface ReviewsPage {
  url: string;
  /** The platform's name for "Reviews on {platform}", or LINK_REVIEWS_PLATFORM. */
  platform: string;
}

export interface BrandLinks {
  /** Public documentation of the exchange API; the header's API item opens it when set. */
  apiDocs: string | undefined;
  /** The operator's press page; the header's Press item opens it instead of /press when set. */
  pressPage: string | undefined;
  /** Logos, screenshots and facts for journalists. */
  pressKit: string | undefined;
  /** The operator's bot in a messaging app: an official support channel when set. */
  messagingBot: MessagingBot | undefined;
  /** The operator's page on an independent review platform. */
  reviews: ReviewsPage | undefined;
  /** Where security researchers report vulnerabilities. */
  bugBounty: string | undefined;
  /** Social profiles in the operator's order: GET /apiglobal/global and the footer's icons. */
  social: SocialProfile[];
}

type LinkConfig = Partial<
  Pick<
    Env,
    | 'LINK_API_DOCS'
    | 'LINK_PRESS_PAGE'
    | 'LINK_PRESS_KIT'
    | 'LINK_MESSAGING_BOT'
    | 'LINK_MESSAGING_BOT_APP'
    | 'LINK_REVIEWS'
    | 'LINK_REVIEWS_PLATFORM'
    | 'LINK_BUG_BOUNTY'
    | 'SOCIAL_LINKS'
  >
>;

/** The links of a parsed configuration (the schema has already refused a link it cannot name). */
export function brandLinksFrom(config: LinkConfig): BrandLinks {
  const bot = config.LINK_MESSAGING_BOT;
  const botApp = bot && (config.LINK_MESSAGING_BOT_APP ?? messagingAppName(bot));
  const reviews = config.LINK_REVIEWS;
  const platform = reviews && (config.LINK_REVIEWS_PLATFORM ?? reviewPlatformName(reviews));
  return {
    apiDocs: config.LINK_API_DOCS,
    pressPage: config.LINK_PRESS_PAGE,
    pressKit: config.LINK_PRESS_KIT,
    messagingBot: bot && botApp ? { url: bot, app: botApp } : undefined,
    reviews: reviews && platform ? { url: reviews, platform } : undefined,
    bugBounty: config.LINK_BUG_BOUNTY,
    social: (config.SOCIAL_LINKS ?? []).map(socialProfile),
  };
}

export function brandLinks(): BrandLinks {
  return brandLinksFrom(env());
}
