'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useMemo, useRef, useState } from 'react';
import { EmbedModeProvider, type EmbedMode } from '@/components/embed/embed-mode';
import { LockedCoin } from '@/components/embed/locked-coin';
import type { WidgetConfig } from '@/components/embed/widget-config';
import { useHostChannel } from '@/components/embed/use-host-channel';
import { SwapFlow } from '@/components/exchange/swap-flow';
import { Button } from '@/components/ui/button';
import type { MessagingBot } from '@/lib/brand-links';
import type { SwapView } from '@/lib/swaps/contract';
import styles from './widget.module.css';

// Step 3 (the status view: QR code, timeline, polling) loads once a swap exists, as on /swap.
const WidgetStatus = dynamic(() => import('./widget-status').then((m) => m.WidgetStatus), {
  loading: () => null,
});

// The whole swap inside a partner's frame (docs/widgets.md): the site's flow (steps 1 and 2) in
// embed mode, then the created swap's live status in place. It tells its host what happens by
// postMessage (components/embed/widget-bridge.ts) and listens to no message from it.

export function WidgetApp({
  config,
  brandName,
  siteUrl,
  supportBot,
}: {
  config: WidgetConfig;
  brandName: string;
  siteUrl: string;
  supportBot: MessagingBot | undefined;
}) {
  const t = useTranslations('EmbedWidget');
  const root = useRef<HTMLDivElement>(null);
  const bridge = useHostChannel('v2', config, root);
  const [swap, setSwap] = useState<SwapView | null>(null);
  const lastQuote = useRef<string | null>(null);

  const mode = useMemo<EmbedMode>(
    () => ({
      lockedCoin: config.lockPair ? LockedCoin : undefined,
      rateChoice: config.rateChoice,
      onOffers(phase, best, pair) {
        if (phase === 'error') {
          lastQuote.current = null;
          bridge.current?.post({
            type: 'error',
            code: 'offers_unavailable',
            message: 'offers could not be loaded',
          });
          return;
        }
        if (phase !== 'done' || !best) return;
        const quote = {
          type: 'quote',
          from: pair.from,
          to: pair.to,
          amountFrom: best.amountFrom,
          amountTo: best.amountTo,
          rateType: best.rateType,
          provider: best.provider.id,
          simulated: best.provider.sandbox,
        } as const;
        const key = JSON.stringify(quote);
        if (key === lastQuote.current) return;
        lastQuote.current = key;
        bridge.current?.post(quote);
      },
      onSwapCreated(created) {
        setSwap(created);
        bridge.current?.post({
          type: 'swap_created',
          swapId: created.id,
          from: created.from.code,
          to: created.to.code,
          amountFrom: created.amountFrom,
        });
      },
      onError(code, message) {
        bridge.current?.post({ type: 'error', code, message });
      },
    }),
    [config, bridge],
  );

  const names = config.ignored.map(({ name }) => name).filter((n, i, all) => all.indexOf(n) === i);

  return (
    <div ref={root} className={styles.widget} data-widget="v2">
      {(!config.hideLogo || config.partner?.displayName || config.partner?.logoUrl) && (
        <p className={styles.brand}>
          {config.partner?.logoUrl && (
            // The partner's https logo (its profile); next/image would need every host configured.
            // eslint-disable-next-line @next/next/no-img-element
            <img
              className={styles.logo}
              src={config.partner.logoUrl}
              alt={config.partner.displayName ?? ''}
              height={28}
            />
          )}
          {!config.hideLogo && (
            <a href={siteUrl} target="_blank" rel="noopener">
              {brandName}
              <span className="visually-hidden"> {t('newTab')}</span>
            </a>
          )}
          {config.partner?.displayName && (
            <span className={styles.partner}>
              {t('partner', { partner: config.partner.displayName })}
            </span>
          )}
        </p>
      )}
      {names.length > 0 && (
        <p className={styles.notice} role="status" data-testid="widget-ignored">
          {t('ignored', { names: names.join(', '), count: names.length })}
        </p>
      )}
      <EmbedModeProvider value={mode}>
        {swap ? (
          <div data-step="3">
            <WidgetStatus swapId={swap.id} supportBot={supportBot} bridge={bridge} />
            <div className={styles.again}>
              <Button variant="ghost" onClick={() => setSwap(null)}>
                {t('newSwap')}
              </Button>
            </div>
          </div>
        ) : (
          <SwapFlow initial={config.selection} syncUrl={false} />
        )}
      </EmbedModeProvider>
    </div>
  );
}
