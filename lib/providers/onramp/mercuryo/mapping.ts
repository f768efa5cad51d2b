import type { PaymentMethod, RampSide } from '../contract';

// Mercuryo's vocabulary in ours: network names (GET lib/currencies,
// config.crypto_currencies[].network) and the payment_method values its rate endpoints take.
// docs/fiat/mercuryo.md lists both tables and what was assumed.

/** Our network code → Mercuryo's network name. Names not here are dropped from coverage. */
export const MERCURYO_NETWORKS: Readonly<Record<string, string>> = {
  bitcoin: 'BITCOIN',
  ethereum: 'ETHEREUM',
  bsc: 'BINANCESMARTCHAIN',
  tron: 'TRON',
  solana: 'SOLANA',
  polygon: 'POLYGON',
  arbitrum: 'ARBITRUM',
  optimism: 'OPTIMISM',
  base: 'BASE',
  avalanche: 'AVALANCHE',
  ton: 'NEWTON',
  ripple: 'RIPPLE',
  stellar: 'STELLAR',
  litecoin: 'LITECOIN',
  dogecoin: 'DOGECOIN',
  bitcoincash: 'BITCOINCASH',
  cardano: 'CARDANO',
  polkadot: 'POLKADOT',
  cosmos: 'COSMOS',
  algorand: 'ALGORAND',
  near: 'NEAR_PROTOCOL',
  fantom: 'FANTOM',
  linea: 'LINEA',
  zksync: 'ZKSYNC',
  injective: 'INJECTIVE',
  sui: 'SUI',
};

const OUR_NETWORKS = new Map(
  Object.entries(MERCURYO_NETWORKS).map(([ours, theirs]) => [theirs, ours]),
);

export function ourNetwork(network: string): string | undefined {
  return OUR_NETWORKS.get(network.toUpperCase());
}

/**
 * Our methods in Mercuryo's payment_method values, per side (widget/buy/rate: card, apple,
 * google, pix, volt...; widget/sell/rate: card, sepa...). Volt is open banking: a bank transfer.
 */
export const MERCURYO_METHODS: Readonly<Record<RampSide, Partial<Record<PaymentMethod, string>>>> =
  {
    buy: {
      card: 'card',
      apple_pay: 'apple',
      google_pay: 'google',
      pix: 'pix',
      bank_transfer: 'volt',
    },
    sell: { card: 'card', sepa: 'sepa' },
  };

/**
 * What a fiat can be paid or paid out with. The API names no method per fiat: cards and the
 * wallet pays go with every fiat, the local rails with their own currency only.
 */
export function methodsFor(fiat: string, sides: readonly RampSide[]): PaymentMethod[] {
  const out = new Set<PaymentMethod>();
  if (sides.includes('buy')) {
    for (const method of ['card', 'apple_pay', 'google_pay'] as const) out.add(method);
    if (fiat === 'BRL') out.add('pix');
    if (fiat === 'EUR' || fiat === 'GBP') out.add('bank_transfer');
  }
  if (sides.includes('sell')) {
    out.add('card');
    if (fiat === 'EUR') out.add('sepa');
  }
  return [...out];
}
