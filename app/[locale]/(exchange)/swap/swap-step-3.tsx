import { useTranslations } from 'next-intl';

// Stand-in for the status view (components/swap-status) until that branch is merged.
export function SwapStep3({ swapId }: { swapId: string }) {
  const t = useTranslations('Swap');
  return (
    <div>
      <h2>{t('step', { current: 3, name: t('stepStatus') })}</h2>
      <p>
        <code>{swapId}</code>
      </p>
    </div>
  );
}
