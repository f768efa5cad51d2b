import 'server-only';
import { createHash } from 'node:crypto';
import type { RampCheckoutRequest } from '../contract';

// The checkout is Mercuryo's hosted widget, opened with the order prefilled. An on-ramp URL must
// carry a signature (widget.docs.mercuryo.io, "Signature Generation"), or the widget refuses to
// take the payment: "v2:" + hex SHA-512 of address + secret + the visitor's IP +
// merchant_transaction_id, concatenated without separators. It ties the prefilled wallet
// address to this site (no one can send visitors to our widget with their own address) and
// to the visitor who asked. Off-ramp URLs need none.

export const WIDGET_URL = 'https://exchange.mercuryo.io/';

export function widgetSignature(
  address: string,
  secret: string,
  ip: string,
  merchantTransactionId: string,
): string {
  const hash = createHash('sha512')
    .update(`${address}${secret}${ip}${merchantTransactionId}`)
    .digest('hex');
  return `v2:${hash}`;
}

interface WidgetOptions {
  widgetId: string;
  secret: string;
  /** Mercuryo's network name. */
  network: string;
  /** The visitor's IP: signed into on-ramp URLs. */
  ip: string;
}

export function widgetUrl(request: RampCheckoutRequest, options: WidgetOptions): URL {
  const url = new URL(WIDGET_URL);
  // Our order's id, new for every checkout: Mercuryo's webhooks and transaction lookups key on it.
  const merchantTransactionId = request.orderRef;
  const params: Record<string, string | undefined> = {
    widget_id: options.widgetId,
    type: request.side,
    currency: request.crypto.ticker,
    network: options.network,
    fiat_currency: request.fiat,
    ...(request.side === 'buy'
      ? { fiat_amount: request.amount, address: request.walletAddress }
      : { amount: request.amount, refund_address: request.walletAddress }),
    merchant_transaction_id: merchantTransactionId,
    redirect_url: request.returnUrl,
    lang: request.locale,
  };
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined) url.searchParams.set(key, value);
  }
  if (request.side === 'buy') {
    url.searchParams.set(
      'signature',
      widgetSignature(request.walletAddress, options.secret, options.ip, merchantTransactionId),
    );
  }
  return url;
}
