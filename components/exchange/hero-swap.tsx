import { useTranslations } from 'next-intl';
import { ClientMessages } from '@/components/i18n/client-messages';
import type { CompactCurrency } from '@/lib/catalogue/compact';
import type { SwapSelection } from './types';
import { HeroForm } from './hero-form';
import { messages } from './hero-form.messages';
import { heroNoScriptPickers } from './no-script-picker';
import type { SeenEstimateSeed } from './seen-estimate';

/**
 * The hero's form with only the messages it needs and the popular coins, so the page stays
 * static and the form renders real coins at once; the full list loads when a picker is touched.
 */
export function HeroSwap({
  popular,
  initial,
  seen,
}: {
  popular: readonly CompactCurrency[];
  initial?: Pick<SwapSelection, 'from' | 'to'>;
  /** The estimate from the server's last offers round for the starting pair (home page). */
  seen?: SeenEstimateSeed | null;
}) {
  const t = useTranslations('SwapForm');
  const tPicker = useTranslations('CoinPicker');
  const noScriptPickers = heroNoScriptPickers({
    popular,
    initial,
    labels: {
      from: tPicker('title', { label: t('youSend') }),
      to: tPicker('title', { label: t('youGet') }),
    },
  });
  // Made here: the client only puts them in place (the hero's first load is at its budget).
  const noScript = {
    from: <noscript dangerouslySetInnerHTML={{ __html: noScriptPickers.from }} />,
    to: <noscript dangerouslySetInnerHTML={{ __html: noScriptPickers.to }} />,
  };
  return (
    <ClientMessages namespaces={messages}>
      <HeroForm popular={popular} initial={initial} seen={seen} noScript={noScript} />
    </ClientMessages>
  );
}
