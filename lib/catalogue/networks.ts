import type { MemoRule, Network } from './types';

// Every network the catalogue knows, in display order. Pure data (no server imports), so the
// browser can use it too. Explorer templates take {hash} or {address}; an empty template means
// the network has no public page for that (Monero addresses).

const memo = (
  label: MemoRule['label'],
  required: boolean,
  format: MemoRule['format'],
  maxLength: number,
): MemoRule => ({ label, required, format, maxLength });

/** XRP Ledger destination tag: a uint32, which exchanges need to credit a shared wallet. */
const XRP_TAG = memo('tag', true, 'numeric', 10);
/** Cosmos SDK chains: an optional memo of up to 256 bytes. */
const COSMOS_MEMO = memo('memo', false, 'text', 256);

function explorer(
  base: string,
  tx: string,
  address: string,
): Pick<Network, 'explorerTx' | 'explorerAddress'> {
  return {
    explorerTx: tx ? `${base}${tx}{hash}` : '',
    explorerAddress: address ? `${base}${address}{address}` : '',
  };
}

function evm(code: string, name: string, badge: string, base: string): Network {
  return {
    code,
    name,
    badge,
    addressKind: 'evm',
    memo: null,
    ...explorer(base, '/tx/', '/address/'),
  };
}

function blockchair(
  code: string,
  name: string,
  badge: string,
  kind: string,
  slug: string,
): Network {
  const base = `https://blockchair.com/${slug}`;
  return {
    code,
    name,
    badge,
    addressKind: kind,
    memo: null,
    ...explorer(base, '/transaction/', '/address/'),
  };
}

function mintscan(code: string, name: string, badge: string, slug: string): Network {
  const base = `https://www.mintscan.io/${slug}`;
  return {
    code,
    name,
    badge,
    addressKind: 'bech32',
    memo: COSMOS_MEMO,
    ...explorer(base, '/tx/', '/address/'),
  };
}

function other(
  code: string,
  name: string,
  badge: string,
  addressKind: string,
  rule: MemoRule | null,
  [base, tx, address]: [string, string, string],
): Network {
  return { code, name, badge, addressKind, memo: rule, ...explorer(base, tx, address) };
}

export const NETWORKS: readonly Network[] = [
  other('bitcoin', 'Bitcoin', 'BTC', 'bitcoin', null, [
    'https://mempool.space',
    '/tx/',
    '/address/',
  ]),
  evm('ethereum', 'Ethereum', 'ERC20', 'https://etherscan.io'),
  evm('bsc', 'BNB Smart Chain', 'BEP20', 'https://bscscan.com'),
  other('tron', 'TRON', 'TRC20', 'tron', null, [
    'https://tronscan.org/#',
    '/transaction/',
    '/address/',
  ]),
  other('solana', 'Solana', 'SOL', 'solana', null, ['https://solscan.io', '/tx/', '/account/']),
  evm('polygon', 'Polygon', 'POLYGON', 'https://polygonscan.com'),
  evm('arbitrum', 'Arbitrum One', 'ARB', 'https://arbiscan.io'),
  evm('optimism', 'OP Mainnet', 'OP', 'https://optimistic.etherscan.io'),
  evm('base', 'Base', 'BASE', 'https://basescan.org'),
  evm('avalanche', 'Avalanche C-Chain', 'AVAX C', 'https://snowtrace.io'),
  other('ton', 'TON', 'TON', 'ton', memo('memo', false, 'text', 120), [
    'https://tonviewer.com',
    '/transaction/',
    '/',
  ]),
  other('ripple', 'XRP Ledger', 'XRP', 'ripple', XRP_TAG, [
    'https://xrpscan.com',
    '/tx/',
    '/account/',
  ]),
  other('stellar', 'Stellar', 'XLM', 'stellar', memo('memo', true, 'text', 28), [
    'https://stellar.expert/explorer/public',
    '/tx/',
    '/account/',
  ]),
  blockchair('litecoin', 'Litecoin', 'LTC', 'litecoin', 'litecoin'),
  blockchair('dogecoin', 'Dogecoin', 'DOGE', 'dogecoin', 'dogecoin'),
  blockchair('bitcoincash', 'Bitcoin Cash', 'BCH', 'bitcoincash', 'bitcoin-cash'),
  other('cardano', 'Cardano', 'ADA', 'cardano', null, [
    'https://cardanoscan.io',
    '/transaction/',
    '/address/',
  ]),
  other('polkadot', 'Polkadot', 'DOT', 'polkadot', null, [
    'https://polkadot.subscan.io',
    '/extrinsic/',
    '/account/',
  ]),
  mintscan('cosmos', 'Cosmos Hub', 'ATOM', 'cosmos'),
  other('monero', 'Monero', 'XMR', 'monero', null, ['https://xmrchain.net', '/tx/', '']),
  blockchair('zcash', 'Zcash', 'ZEC', 'zcash', 'zcash'),
  blockchair('dash', 'Dash', 'DASH', 'dash', 'dash'),
  other('tezos', 'Tezos', 'XTZ', 'tezos', null, ['https://tzkt.io', '/', '/']),
  other('algorand', 'Algorand', 'ALGO', 'algorand', memo('memo', false, 'text', 1000), [
    'https://allo.info',
    '/tx/',
    '/account/',
  ]),
  other('near', 'NEAR Protocol', 'NEAR', 'near', null, [
    'https://nearblocks.io',
    '/txns/',
    '/address/',
  ]),
  other('aptos', 'Aptos', 'APT', 'hex32', null, [
    'https://aptoscan.com',
    '/transaction/',
    '/account/',
  ]),
  other('sui', 'Sui', 'SUI', 'hex32', null, ['https://suiscan.xyz/mainnet', '/tx/', '/account/']),
  other('hedera', 'Hedera', 'HBAR', 'hedera', memo('memo', false, 'text', 100), [
    'https://hashscan.io/mainnet',
    '/transaction/',
    '/account/',
  ]),
  other('eos', 'EOS', 'EOS', 'eos', memo('memo', true, 'text', 256), [
    'https://bloks.io',
    '/transaction/',
    '/account/',
  ]),
  other('filecoin', 'Filecoin', 'FIL', 'filecoin', null, [
    'https://filfox.info/en',
    '/message/',
    '/address/',
  ]),
  other('vechain', 'VeChain', 'VET', 'evm', null, [
    'https://explore.vechain.org',
    '/transactions/',
    '/accounts/',
  ]),
  other('kaspa', 'Kaspa', 'KAS', 'kaspa', null, [
    'https://explorer.kaspa.org',
    '/txs/',
    '/addresses/',
  ]),
  evm('ethereumclassic', 'Ethereum Classic', 'ETC', 'https://etc.blockscout.com'),
  evm('cronos', 'Cronos', 'CRO', 'https://cronoscan.com'),
  evm('fantom', 'Fantom', 'FTM', 'https://ftmscan.com'),
  evm('zksync', 'zkSync Era', 'ZKSYNC', 'https://era.zksync.network'),
  evm('linea', 'Linea', 'LINEA', 'https://lineascan.build'),
  evm('celo', 'Celo', 'CELO', 'https://celoscan.io'),
  mintscan('kava', 'Kava', 'KAVA', 'kava'),
  mintscan('osmosis', 'Osmosis', 'OSMO', 'osmosis'),
  mintscan('injective', 'Injective', 'INJ', 'injective'),
  mintscan('sei', 'Sei', 'SEI', 'sei'),
  other('bitcoinsv', 'Bitcoin SV', 'BSV', 'bitcoinsv', null, [
    'https://whatsonchain.com',
    '/tx/',
    '/address/',
  ]),
  other('ravencoin', 'Ravencoin', 'RVN', 'ravencoin', null, [
    'https://ravencoin.network',
    '/tx/',
    '/address/',
  ]),
  other('digibyte', 'DigiByte', 'DGB', 'digibyte', null, [
    'https://digiexplorer.info',
    '/tx/',
    '/address/',
  ]),
  other('decred', 'Decred', 'DCR', 'decred', null, [
    'https://dcrdata.decred.org',
    '/tx/',
    '/address/',
  ]),
  other('nano', 'Nano', 'XNO', 'nano', null, ['https://nanolooker.com', '/block/', '/account/']),
  other('iota', 'IOTA', 'IOTA', 'iota', null, [
    'https://explorer.iota.org',
    '/txblock/',
    '/address/',
  ]),
  other('neo', 'Neo N3', 'NEO', 'neo', null, ['https://neotube.io', '/transaction/', '/address/']),
  other('waves', 'Waves', 'WAVES', 'waves', null, [
    'https://wavesexplorer.com',
    '/transactions/',
    '/addresses/',
  ]),
  other('zilliqa', 'Zilliqa', 'ZIL', 'bech32', null, [
    'https://viewblock.io/zilliqa',
    '/tx/',
    '/address/',
  ]),
  other('icon', 'ICON', 'ICX', 'icon', null, [
    'https://tracker.icon.community',
    '/transaction/',
    '/address/',
  ]),
  other('harmony', 'Harmony', 'ONE', 'harmony', null, [
    'https://explorer.harmony.one',
    '/tx/',
    '/address/',
  ]),
  other('theta', 'Theta', 'THETA', 'evm', null, [
    'https://explorer.thetatoken.org',
    '/txs/',
    '/account/',
  ]),
  other('multiversx', 'MultiversX', 'EGLD', 'bech32', null, [
    'https://explorer.multiversx.com',
    '/transactions/',
    '/accounts/',
  ]),
  other('flow', 'Flow', 'FLOW', 'flow', null, ['https://www.flowscan.io', '/tx/', '/account/']),
  other('stacks', 'Stacks', 'STX', 'stacks', memo('memo', false, 'text', 34), [
    'https://explorer.hiro.so',
    '/txid/',
    '/address/',
  ]),
];

const byCode = new Map(NETWORKS.map((network) => [network.code, network]));

export function getNetwork(code: string): Network | null {
  return byCode.get(code) ?? null;
}

/** Human-readable part of bech32 addresses for networks whose addressKind is 'bech32'. */
export const BECH32_PREFIXES: Readonly<
  Record<string, { hrp: string; lengths: readonly number[] }>
> = {
  cosmos: { hrp: 'cosmos', lengths: [20, 32] },
  osmosis: { hrp: 'osmo', lengths: [20, 32] },
  kava: { hrp: 'kava', lengths: [20, 32] },
  injective: { hrp: 'inj', lengths: [20, 32] },
  sei: { hrp: 'sei', lengths: [20, 32] },
  zilliqa: { hrp: 'zil', lengths: [20] },
  multiversx: { hrp: 'erd', lengths: [32] },
};
