import { base58, bech32 } from '@scure/base';
import { describe, expect, it } from 'vitest';
import { isKnownAddressKind, validateAddress } from '@/lib/catalogue/address';
import { getNetwork, NETWORKS } from '@/lib/catalogue/networks';
import type { Network } from '@/lib/catalogue/types';

// Real public addresses (genesis, treasuries, token contracts, foundations' donation addresses,
// specification test vectors). A validator that accepts them and rejects the same string with
// one character changed proves its checksum is computed like the network's own.

function network(code: string): Network {
  const found = getNetwork(code);
  if (!found) throw new Error(`no network ${code}`);
  return found;
}

/** The same key on another bech32 chain (Cosmos chains share keys), for the hrp tests. */
function rehrp(address: string, hrp: string): string {
  return bech32.encode(hrp, bech32.decode(address as `${string}1${string}`).words);
}

const OSMO = 'osmo1clpqr4nrk4khgkxj78fcwwh6dl3uw4epasmvnj';
const SOL_KEY = 'Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB';

const VALID: Record<string, string[]> = {
  bitcoin: [
    '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa',
    '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy',
    'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
    'bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297',
  ],
  ethereum: [
    '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045',
    '0xd8da6bf26964af9d7eed9e03e53415d37aa96045',
  ],
  bsc: ['0x55d398326f99059fF775485246999027B3197955'],
  tron: ['TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'],
  ripple: ['rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh', 'rrrrrrrrrrrrrrrrrrrrrhoLvTp'],
  stellar: ['GAAZI4TCR3TY5OJHCTJC2A4QSY6CJWJH5IAJTGKIN2ER7LBNVKOCCWN7'],
  solana: [SOL_KEY, '11111111111111111111111111111111'],
  ton: [
    'EQCxE6mUtQJKFnGfaROTKOt1lZbDiiX1kCixRv7Nw2Id_sDs',
    '0:b113a994b5024a16719f69139328eb759596c38a25f59028b146fecdc3621dfe',
  ],
  litecoin: ['LQTpS3VaYTjCr4s9Y1t5zbeY26zevf7Fb3'],
  dogecoin: ['DH5yaieqoZN36fDVciNyRueRGvGLR3mr7L', 'DLCDJhnh6aGotar6b182jpzbNEyXb3C361'],
  bitcoincash: [
    'bitcoincash:qpm2qsznhks23z7629mms6s4cwef74vcwvy22gdx6a',
    'qpm2qsznhks23z7629mms6s4cwef74vcwvy22gdx6a',
    '1BpEi6DfDAUFd7GtittLSdBeYJvcoaVggu',
  ],
  cardano: [
    'addr1qx2fxv2umyhttkxyxp8x0dlpdt3k6cwng5pxj3jhsydzer3n0d3vllmyqwsx5wktcd8cc3sq835lu7drv2xwl2wywfgse35a3x',
    'Ae2tdPwUPEZFRbyhz3cpfC2CumGzNkFBN2L42rcUc2yjQpEkxDbkPodpMAi',
  ],
  polkadot: ['15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5'],
  monero: [
    '44AFFq5kSiGBoZ4NMDwYtN18obc8AemS33DBLWs3H7otXft3XjrpDtQGv7SqSsaBYBb98uNbr2VBBEt7f2wfn3RVGQBEP3A',
  ],
  tezos: ['tz1VSUr8wwNhLAzempoch5d6hLRiTh8Cjcjb', 'KT1PWx2mnDueood7fEmfbBDKx1D9BAnnXitn'],
  algorand: ['VCMJKWOY5P5P7SKMZFFOCEROPJCZOTIJMNIYNUCKH7LRO45JMJP6UYBIJA'],
  filecoin: ['f1abjxfbp274xpdqcpuaykwkfb43omjotacm2p3za', 'f01234'],
  kaspa: ['kaspa:qqkqkzjvr7zwxxmjxjkmxxdwju9kjs6e9u82uh59z07vgaks6gg62v8707g73'],
  nano: ['nano_3t6k35gi95xu6tergt6p69ck76ogmitsa8mnijtpxm9fkcm736xtoncuohr3'],
  waves: ['3PAWwWa6GbwcJaFzwqXQN5KQm7H96Y7SHTQ'],
  neo: ['NKuyBkoGdZZSLyPbJEetheRhMjeznFZszf'],
  decred: ['DsUZxxoHJSty8DCfwfartwTYbuhmVct7tJu'],
  zcash: ['t1Hsc1LR8yKnbbe3twRp88p6vFfC5t7DLbs'],
  dash: ['XpESxaUmonkq8RaLLp46Brx2K39ggQe226'],
  ravencoin: ['RXissueAssetXXXXXXXXXXXXXXXXXhhZGt'],
  bitcoinsv: ['1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa'],
  osmosis: [OSMO],
  cosmos: [rehrp(OSMO, 'cosmos')],
  kava: [rehrp(OSMO, 'kava')],
  injective: [rehrp(OSMO, 'inj')],
  sei: [rehrp(OSMO, 'sei')],
  zilliqa: [rehrp(OSMO, 'zil')],
  multiversx: [bech32.encode('erd', bech32.toWords(base58.decode(SOL_KEY)))],
  harmony: ['one1pdv9lrdwl0rg5vglh4xtyrv3wjk3wsqket7zxy'],
  stacks: ['SP2J6ZY48GV1EZ5V2V5RB9MP66SW86PYKKNRV9EJ7'],
  near: ['usdt.tether-token.near', 'a'.repeat(64)],
  aptos: [`0x${'a1'.repeat(32)}`],
  hedera: ['0.0.98', '0.0.1234-vfmkw'],
  eos: ['eosio.token'],
  flow: ['0x1654653399040a61'],
  icon: ['hx0b047c751658f7ce1b2595da34d57a0e7dad357d'],
};

/** Changes one character in the middle to another of the same alphabet (same format). */
function typo(address: string): string {
  const at = Math.floor(address.length / 2);
  const char = address[at] ?? '';
  const replacement =
    char === 'q'
      ? 'p'
      : char === 'Q'
        ? 'P'
        : /\d/.test(char)
          ? String((Number(char) + 1) % 10 || 2)
          : char === char.toUpperCase()
            ? 'Q'
            : 'q';
  return address.slice(0, at) + replacement + address.slice(at + 1);
}

describe('validateAddress', () => {
  it.for(Object.entries(VALID).flatMap(([code, list]) => list.map((a) => [code, a] as const)))(
    'accepts %s %s',
    ([code, address]) => {
      expect(validateAddress(network(code), address)).toEqual({ valid: true });
    },
  );

  const CHECKSUMMED = [
    'bitcoin',
    'tron',
    'ripple',
    'stellar',
    'litecoin',
    'dogecoin',
    'bitcoincash',
    'polkadot',
    'monero',
    'tezos',
    'algorand',
    'filecoin',
    'kaspa',
    'nano',
    'waves',
    'neo',
    'decred',
    'zcash',
    'dash',
    'stacks',
    'osmosis',
    'cosmos',
    'harmony',
    'cardano',
  ];
  it.for(CHECKSUMMED)('rejects a %s address with one changed character', (code) => {
    for (const address of VALID[code] ?? []) {
      if (/^(f0|0:)/.test(address)) continue;
      const result = validateAddress(network(code), typo(address));
      expect(result.valid, `${code} ${typo(address)}`).toBe(false);
    }
  });

  it('tells a checksum typo from a malformed string', () => {
    expect(validateAddress(network('bitcoin'), '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb')).toEqual({
      valid: false,
      reason: 'checksum',
    });
    expect(
      validateAddress(network('ethereum'), '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96046'),
    ).toEqual({ valid: false, reason: 'checksum' });
    expect(validateAddress(network('tron'), 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u')).toEqual({
      valid: false,
      reason: 'checksum',
    });
    expect(validateAddress(network('ripple'), 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTi')).toEqual({
      valid: false,
      reason: 'checksum',
    });
    expect(
      validateAddress(network('ethereum'), '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA9604'),
    ).toEqual({ valid: false, reason: 'format' });
    expect(validateAddress(network('solana'), 'not-an-address')).toEqual({
      valid: false,
      reason: 'format',
    });
  });

  it('refuses empty and padded input', () => {
    expect(validateAddress(network('bitcoin'), '')).toEqual({ valid: false, reason: 'empty' });
    expect(validateAddress(network('ripple'), '   ')).toEqual({ valid: false, reason: 'empty' });
    expect(validateAddress(network('tron'), ' TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toEqual({
      valid: false,
      reason: 'format',
    });
  });

  it('refuses an address of another network', () => {
    const wrong = (code: string, address: string) => validateAddress(network(code), address);
    expect(wrong('bitcoin', 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx')).toEqual({
      valid: false,
      reason: 'network',
    });
    expect(wrong('litecoin', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa')).toEqual({
      valid: false,
      reason: 'network',
    });
    expect(wrong('dogecoin', 'LQTpS3VaYTjCr4s9Y1t5zbeY26zevf7Fb3')).toEqual({
      valid: false,
      reason: 'network',
    });
    expect(wrong('tron', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa')).toEqual({
      valid: false,
      reason: 'network',
    });
    // Substrate's generic prefix (42): the development account Alice.
    expect(wrong('polkadot', '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY')).toEqual({
      valid: false,
      reason: 'network',
    });
    expect(wrong('cosmos', OSMO)).toEqual({ valid: false, reason: 'network' });
    expect(wrong('ethereum', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t').valid).toBe(false);
    expect(wrong('ripple', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa').valid).toBe(false);
    expect(wrong('solana', '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045').valid).toBe(false);
    expect(wrong('stellar', 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh').valid).toBe(false);
  });

  it('has a validator for every network', () => {
    for (const item of NETWORKS) expect(isKnownAddressKind(item.addressKind), item.code).toBe(true);
  });
});
