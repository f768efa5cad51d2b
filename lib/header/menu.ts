// The header's menus as data (spec section 2 "Header"), shared by the desktop flyouts and the
// mobile accordion. Titles and subtitles are keys of the "Header" message namespace. Internal
// targets are unprefixed paths: next-intl's Link adds the current locale.
import type { BrandLinks } from '@/lib/brand-links';
import type { Messages } from '@/lib/i18n/messages';
import { routes } from '@/lib/routing/routes';

// Ids are tied to the English messages, so a menu entry without a title fails to compile.
export type MenuItemId = keyof Messages['Header']['items'];
export type MenuSectionId = keyof Messages['Header']['sections'];

export type MenuIconName =
  | 'swap'
  | 'dex'
  | 'buy'
  | 'sell'
  | 'coin'
  | 'pairs'
  | 'feedback'
  | 'affiliate'
  | 'api'
  | 'about'
  | 'partners'
  | 'press'
  | 'status'
  | 'how'
  | 'contact'
  | 'faq';

type Target = { to: string; outerLink?: never } | { outerLink: string; to?: never };

export type MenuItem = {
  id: MenuItemId;
  title: `items.${MenuItemId}.title`;
  subtitle: `items.${MenuItemId}.subtitle`;
  icon: MenuIconName;
  /** Colour of the item's icon; the tile behind it is a light tint of the same colour. */
  iconColor: string;
} & Target;

export interface MenuSection {
  id: MenuSectionId;
  title: `sections.${MenuSectionId}`;
  items: MenuItem[];
}

// A restrained palette: the brand's primary colour (the brand file's) plus a few hues that keep
// 3:1 against their own tint.
const GREEN = '#0f7a55';
const AMBER = '#a15c07';
const VIOLET = '#6d28d9';
const TEAL = '#0e7490';

function item(id: MenuItemId, icon: MenuIconName, iconColor: string, target: Target): MenuItem {
  return {
    id,
    title: `items.${id}.title`,
    subtitle: `items.${id}.subtitle`,
    icon,
    iconColor,
    ...target,
  };
}

/** The spec's external API documentation and press page, when the operator has them. */
export type MenuLinks = Pick<BrandLinks, 'apiDocs' | 'pressPage'>;

/** An external target when configured, otherwise our own page. */
const target = (outerLink: string | undefined, to: string): Target =>
  outerLink ? { outerLink } : { to };

export const headerMenu = (links: MenuLinks, primary: string): MenuSection[] => [
  {
    id: 'personal',
    title: 'sections.personal',
    items: [
      item('swap', 'swap', primary, { to: routes.swap() }),
      item('dex', 'dex', TEAL, { to: routes.dex() }),
      item('buy', 'buy', GREEN, { to: routes.buy() }),
      item('sell', 'sell', AMBER, { to: routes.sell() }),
      item('coin', 'coin', AMBER, { to: routes.coins() }),
      item('exchangePairs', 'pairs', VIOLET, { to: routes.exchangePairs() }),
      item('customerFeedbacks', 'feedback', TEAL, { to: routes.customerFeedbacks() }),
    ],
  },
  {
    id: 'business',
    title: 'sections.business',
    items: [
      item('affiliate', 'affiliate', GREEN, { to: routes.forPartners() }),
      // The spec's API item is an external documentation site; without one configured it
      // points at the API section of our own partner page.
      item('api', 'api', primary, target(links.apiDocs, routes.forPartners('api'))),
    ],
  },
  {
    id: 'company',
    title: 'sections.company',
    items: [
      item('aboutUs', 'about', primary, { to: routes.aboutUs() }),
      item('partners', 'partners', TEAL, { to: routes.partners() }),
      item('press', 'press', VIOLET, target(links.pressPage, routes.press())),
    ],
  },
  {
    id: 'support',
    title: 'sections.support',
    items: [
      item('transactionStatus', 'status', TEAL, { to: routes.transactionStatus() }),
      item('howItWorks', 'how', AMBER, { to: routes.howItWorks() }),
      item('contact', 'contact', primary, { to: routes.contact() }),
      item('faq', 'faq', VIOLET, { to: routes.faq() }),
    ],
  },
];

/** The blog is a plain link: it is served by its own layout and always loads as a new page. */
export const BLOG_PATH = routes.blog();
