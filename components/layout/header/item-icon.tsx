import type { ComponentType } from 'react';
import { AffiliateIcon } from '@/components/icons/affiliate-icon';
import { ApiIcon } from '@/components/icons/api-icon';
import { BuyIcon } from '@/components/icons/buy-icon';
import { CoinIcon } from '@/components/icons/coin-icon';
import { FeedbackIcon } from '@/components/icons/feedback-icon';
import { HelpIcon } from '@/components/icons/help-icon';
import { HowIcon } from '@/components/icons/how-icon';
import { InfoIcon } from '@/components/icons/info-icon';
import { MailIcon } from '@/components/icons/mail-icon';
import { PairsIcon } from '@/components/icons/pairs-icon';
import { PartnersIcon } from '@/components/icons/partners-icon';
import { PressIcon } from '@/components/icons/press-icon';
import { SellIcon } from '@/components/icons/sell-icon';
import { StatusIcon } from '@/components/icons/status-icon';
import { SwapIcon } from '@/components/icons/swap-icon';
import type { IconProps } from '@/components/icons/svg-icon';
import { WalletIcon } from '@/components/icons/wallet-icon';
import type { MenuIconName } from '@/lib/header/menu';

const icons: Record<MenuIconName, ComponentType<IconProps>> = {
  swap: SwapIcon,
  dex: WalletIcon,
  buy: BuyIcon,
  sell: SellIcon,
  coin: CoinIcon,
  pairs: PairsIcon,
  feedback: FeedbackIcon,
  affiliate: AffiliateIcon,
  api: ApiIcon,
  about: InfoIcon,
  partners: PartnersIcon,
  press: PressIcon,
  status: StatusIcon,
  how: HowIcon,
  contact: MailIcon,
  faq: HelpIcon,
};

export function ItemIcon({ name, ...props }: IconProps & { name: MenuIconName }) {
  const Icon = icons[name];
  return <Icon {...props} />;
}
