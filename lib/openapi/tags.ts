// The document's tags: every operation names one (describeOperation's `tag`), the document lists
// the ones in use with these words, and the reference page (/for-partners/api) groups its
// operations under them in this order.

export const TAGS = {
  Currencies: 'The catalogue: every asset on every network that can be swapped, with its rules.',
  Offers:
    'Offers of every exchange provider for a pair and amount, ranked by the amount received after every fee.',
  Swaps: 'Create a swap with the provider the user chose, and follow its status.',
  Fiat: 'Buy or sell a coin for fiat money through the ramps: their offers and a checkout on the ramp’s own site.',
  DEX: 'Swap tokens on one EVM chain through DEX aggregators: the tokens, every aggregator’s quote ranked by what arrives after gas, and the swaps the visitor’s own wallet signed and sent, recorded and followed on chain by transaction hash.',
  Bridges:
    'Move a token from one EVM chain to another through bridge aggregators: every aggregator’s route, ranked by the USD value that arrives after the source transaction’s gas, executed by the visitor’s own wallet.',
  Partner:
    'A partner’s own swaps, earnings and payouts, readable only with that partner’s secret key.',
  Webhooks: 'The signed status webhooks sent to a partner’s URL: the delivery log and redelivery.',
} as const;

export type TagName = keyof typeof TAGS;

/** The tag objects of the tags `used`, in the order above. */
export function documentTags(used: ReadonlySet<string>) {
  return (Object.keys(TAGS) as TagName[])
    .filter((name) => used.has(name))
    .map((name) => ({ name, description: TAGS[name] }));
}
