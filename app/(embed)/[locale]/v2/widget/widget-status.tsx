'use client';

import { useTranslations } from 'next-intl';
import type { WidgetBridge } from '@/components/embed/widget-bridge';
import { SwapStatusView } from '@/components/swap-status';
import type { MessagingBot } from '@/lib/brand-links';
import { SwapWatcher } from './swap-watcher';

/** Step 3 in the frame: the swap's live status, and the watcher that tells the host of it. */
export function WidgetStatus({
  swapId,
  supportBot,
  bridge,
}: {
  swapId: string;
  supportBot: MessagingBot | undefined;
  bridge: React.RefObject<WidgetBridge | null>;
}) {
  const t = useTranslations('Swap');
  return (
    <>
      <p className="eyebrow">{t('step', { current: 3, name: t('stepStatus') })}</p>
      <SwapStatusView swapId={swapId} focusHeading supportBot={supportBot} />
      <SwapWatcher swapId={swapId} bridge={bridge} />
    </>
  );
}
