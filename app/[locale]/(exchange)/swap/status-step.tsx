'use client';

import { useTranslations } from 'next-intl';
import { SwapStatusView } from '@/components/swap-status';
import type { MessagingBot } from '@/lib/brand-links';

/** Step 3 of /swap: the swap's live status, focused on arrival (after creation or a deep link). */
export function StatusStep({
  swapId,
  supportBot,
}: {
  swapId: string;
  supportBot: MessagingBot | undefined;
}) {
  const t = useTranslations('Swap');
  return (
    <div data-step="3">
      <p className="eyebrow">{t('step', { current: 3, name: t('stepStatus') })}</p>
      <SwapStatusView swapId={swapId} focusHeading supportBot={supportBot} />
    </div>
  );
}
