// The native coin's ticker on each of our network codes. An asset is the network's own coin when
// it has no contract and carries this ticker (ETH on base is native, USDT on tron is not);
// vendors list natives and tokens under different network codes, so adapters need to know.

/** What the kit needs of one of our asset-networks (an exchange CurrencyRef is one). */
export interface AssetRef {
  /** Upper-case ticker, e.g. 'USDT'. */
  ticker: string;
  /** Our network code, e.g. 'tron' (lib/catalogue/networks.ts). */
  network: string;
  contract?: string | undefined;
}

const NATIVE_TICKERS: Readonly<Record<string, readonly string[]>> = {
  bitcoin: ['BTC'],
  ethereum: ['ETH'],
  bsc: ['BNB'],
  tron: ['TRX'],
  solana: ['SOL'],
  polygon: ['POL', 'MATIC'],
  arbitrum: ['ETH'],
  optimism: ['ETH'],
  base: ['ETH'],
  avalanche: ['AVAX'],
  ton: ['TON'],
  ripple: ['XRP'],
  stellar: ['XLM'],
  litecoin: ['LTC'],
  dogecoin: ['DOGE'],
  bitcoincash: ['BCH'],
  cardano: ['ADA'],
  polkadot: ['DOT'],
  cosmos: ['ATOM'],
  monero: ['XMR'],
  zcash: ['ZEC'],
  dash: ['DASH'],
  tezos: ['XTZ'],
  algorand: ['ALGO'],
  near: ['NEAR'],
  aptos: ['APT'],
  sui: ['SUI'],
  hedera: ['HBAR'],
  eos: ['EOS', 'A'],
  filecoin: ['FIL'],
  vechain: ['VET'],
  kaspa: ['KAS'],
  ethereumclassic: ['ETC'],
  cronos: ['CRO'],
  fantom: ['FTM'],
  zksync: ['ETH'],
  linea: ['ETH'],
  celo: ['CELO'],
  kava: ['KAVA'],
  osmosis: ['OSMO'],
  injective: ['INJ'],
  bitcoinsv: ['BSV'],
  ravencoin: ['RVN'],
  digibyte: ['DGB'],
  decred: ['DCR'],
  nano: ['XNO', 'NANO'],
  iota: ['IOTA'],
  neo: ['NEO'],
  waves: ['WAVES'],
  zilliqa: ['ZIL'],
  icon: ['ICX'],
  harmony: ['ONE'],
  theta: ['THETA'],
  multiversx: ['EGLD'],
  flow: ['FLOW'],
  stacks: ['STX'],
  sei: ['SEI'],
};

export function isNative(ref: AssetRef): boolean {
  if (ref.contract) return false;
  return NATIVE_TICKERS[ref.network]?.includes(ref.ticker.toUpperCase()) ?? false;
}
