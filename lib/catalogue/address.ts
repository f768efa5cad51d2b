import type { Network } from './types';
import {
  bech32Address,
  cardanoAddress,
  filecoinAddress,
  harmonyAddress,
  kaspaAddress,
} from './validators/bech32-chains';
import { evmAddress } from './validators/evm';
import {
  eosAddress,
  flowAddress,
  hederaAddress,
  hex32Address,
  iconAddress,
  iotaAddress,
  nanoAddress,
  nearAddress,
  stacksAddress,
} from './validators/formats';
import {
  algorandAddress,
  moneroAddress,
  neoAddress,
  polkadotAddress,
  rippleAddress,
  solanaAddress,
  stellarAddress,
  tezosAddress,
  tonAddress,
  tronAddress,
  wavesAddress,
} from './validators/ledgers';
import { fail, type AddressResult } from './validators/result';
import { bitcoinAddress, decredAddress, utxoAddress } from './validators/utxo';

// Address checks per network, pure (no server imports) so the swap form runs them as the visitor
// types. Every kind of lib/catalogue/networks.ts has a validator here; the checksum is verified
// wherever the network's format has one (see validators/formats.ts for the format-only ones).

export type { AddressResult } from './validators/result';

type Validator = (address: string, network: Network) => AddressResult;

const VALIDATORS: Readonly<Record<string, Validator>> = {
  bitcoin: bitcoinAddress,
  evm: evmAddress,
  tron: tronAddress,
  ripple: rippleAddress,
  stellar: stellarAddress,
  solana: solanaAddress,
  ton: tonAddress,
  cardano: cardanoAddress,
  polkadot: polkadotAddress,
  monero: moneroAddress,
  tezos: tezosAddress,
  algorand: algorandAddress,
  near: nearAddress,
  hex32: hex32Address,
  hedera: hederaAddress,
  eos: eosAddress,
  filecoin: filecoinAddress,
  kaspa: kaspaAddress,
  bech32: (address, network) => bech32Address(network.code, address),
  harmony: harmonyAddress,
  decred: decredAddress,
  nano: nanoAddress,
  iota: iotaAddress,
  neo: neoAddress,
  waves: wavesAddress,
  icon: iconAddress,
  flow: flowAddress,
  stacks: stacksAddress,
};

/** Whether `address` can receive funds on `network` (surrounding spaces are not accepted). */
export function validateAddress(network: Network, address: string): AddressResult {
  if (address.trim() === '') return fail('empty');
  if (address !== address.trim() || address.length > 200) return fail('format');
  const utxo = utxoAddress(network.addressKind, address);
  if (utxo) return utxo;
  const validator = VALIDATORS[network.addressKind];
  return validator ? validator(address, network) : fail('format');
}

/** The address kinds validateAddress knows (a test checks every network uses one of them). */
export function isKnownAddressKind(kind: string): boolean {
  return kind in VALIDATORS || utxoAddress(kind, '') !== null;
}
