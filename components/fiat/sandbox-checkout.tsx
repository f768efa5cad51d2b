'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { z } from 'zod';
import { buttonClassName } from '@/components/ui/button';
import { Link } from '@/lib/i18n/navigation';
import { routes } from '@/lib/routing/routes';
import { rampSideSchema } from '@/lib/fiat/contract';
import { formatCoin, formatFiat } from './format';
import styles from './fiat.module.css';

// The simulated order a sandbox ramp's checkout link carries (lib/fiat/world.ts writes it).
const orderSchema = z.object({
  provider: z.string().regex(/^sandbox-[a-z]+$/),
  name: z.string().regex(/^Sandbox [A-Za-z]+$/),
  side: rampSideSchema,
  fiat: z.string().regex(/^[A-Z]{3}$/),
  crypto: z.string().regex(/^[a-z0-9]{1,20}$/),
  in: z.string().regex(/^\d+(\.\d+)?$/),
  out: z.string().regex(/^\d+(\.\d+)?$/),
  address: z.string().min(1).max(256),
});

/** The order the sandbox "checkout" would have been, and that nothing was charged. */
export function SandboxCheckout() {
  const t = useTranslations('SandboxCheckout');
  const locale = useLocale();
  const params = useSearchParams();
  const parsed = orderSchema.safeParse(Object.fromEntries(params.entries()));
  if (!parsed.success) {
    return (
      <p data-testid="sandbox-checkout-empty">
        {t('empty')} <Link href={routes.buy()}>{t('backBuy')}</Link>
      </p>
    );
  }
  const order = parsed.data;
  const ticker = order.crypto.toUpperCase();
  const paid =
    order.side === 'buy'
      ? formatFiat(order.in, order.fiat, locale)
      : formatCoin(order.in, ticker, locale);
  const received =
    order.side === 'buy'
      ? formatCoin(order.out, ticker, locale)
      : formatFiat(order.out, order.fiat, locale);
  const back =
    order.side === 'buy' ? routes.buy({ coin: order.crypto }) : routes.sell({ coin: order.crypto });
  return (
    <div className={styles.order} data-testid="sandbox-checkout">
      <dl className={styles.orderFacts}>
        <div>
          <dt>{t('provider')}</dt>
          <dd>{order.name}</dd>
        </div>
        <div>
          <dt>{t(order.side === 'buy' ? 'wouldPay' : 'wouldSell')}</dt>
          <dd className={styles.figure}>{paid}</dd>
        </div>
        <div>
          <dt>{t('wouldReceive')}</dt>
          <dd className={styles.figure}>{received}</dd>
        </div>
        <div>
          <dt>{t(order.side === 'buy' ? 'address' : 'refundAddress')}</dt>
          <dd>
            <code className={styles.address}>{order.address}</code>
          </dd>
        </div>
      </dl>
      <p className={styles.hint}>{t('nothing')}</p>
      <Link href={back} className={buttonClassName({ variant: 'secondary' })}>
        {t(order.side === 'buy' ? 'backBuy' : 'backSell')}
      </Link>
    </div>
  );
}
