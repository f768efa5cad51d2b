import { token, type SeedCurrency } from './types';

// Widely listed tokens on Ethereum, BNB Smart Chain, Solana, TRON and the Ethereum rollups.
// Only contracts known for certain are here; a token is left out rather than guessed.

const erc20 = (ticker: string, name: string, contract: string, decimals = 18, rank?: number) =>
  token(`${ticker.toLowerCase()}erc20`, ticker, name, 'ethereum', contract, decimals, rank ?? null);
const bep20 = (ticker: string, name: string, contract: string, decimals = 18) =>
  token(`${ticker.toLowerCase()}bsc`, ticker, name, 'bsc', contract, decimals);
const spl = (ticker: string, name: string, contract: string, decimals: number) =>
  token(`${ticker.toLowerCase()}sol`, ticker, name, 'solana', contract, decimals);
const trc20 = (ticker: string, name: string, contract: string, decimals: number) =>
  token(`${ticker.toLowerCase()}trc20`, ticker, name, 'tron', contract, decimals);

export const TOKENS: readonly SeedCurrency[] = [
  erc20('LINK', 'Chainlink', '0x514910771AF9Ca656af840dff83E8264EcF986CA', 18, 19),
  erc20('UNI', 'Uniswap', '0x1f9840a85d5aF5bf1D1762F925BDADdC4201F984'),
  erc20('SHIB', 'Shiba Inu', '0x95aD61b0a150d79219dCF64E1E6Cc01f0B64C4cE'),
  erc20('PEPE', 'Pepe', '0x6982508145454Ce325dDbE47a25d4ec3d2311933'),
  erc20('AAVE', 'Aave', '0x7Fc66500c84A76Ad7e9c93437bFc5Ac33E2DDaE9'),
  erc20('WBTC', 'Wrapped Bitcoin', '0x2260FAC5E5542a773Aa44fBCfeDf7C193bc2C599', 8),
  erc20('POL', 'Polygon', '0x455e53CBB86018Ac2B8092FdCd39d8444aFFC3F6'),
  erc20('LDO', 'Lido DAO', '0x5A98FcBEA516Cf06857215779Fd812CA3beF1B32'),
  erc20('MKR', 'Maker', '0x9f8F72aA9304c8B593d555F12eF6589cC3A579A2'),
  erc20('SAND', 'The Sandbox', '0x3845badAde8e6dFF049820680d1F14bD3903a5d0'),
  erc20('MANA', 'Decentraland', '0x0F5D2fB29fb7d3CFeE444a200298f468908cC942'),
  erc20('APE', 'ApeCoin', '0x4d224452801ACEd8B2F0aebE155379bb5D594381'),
  erc20('GRT', 'The Graph', '0xc944E90C64B2c07662A292be6244BDf05Cda44a7'),
  erc20('CRV', 'Curve DAO', '0xD533a949740bb3306d119CC777fa900bA034cd52'),
  erc20('1INCH', '1inch', '0x111111111117dC0aa78b770fA6A738034120C302'),
  erc20('COMP', 'Compound', '0xc00e94Cb662C3520282E6f5717214004A7f26888'),
  erc20('SNX', 'Synthetix', '0xC011a73ee8576Fb46F5E1c5751cA3B9Fe0af2a6F'),
  erc20('ENS', 'Ethereum Name Service', '0xC18360217D8F7Ab5e7c516566761Ea12Ce7F9D72'),
  erc20(
    'FET',
    'Artificial Superintelligence Alliance',
    '0xaea46A60368A7bD060eec7DF8CBa43b7EF41Ad85',
  ),
  erc20('RENDER', 'Render', '0x6De037ef9aD2725EB40118Bb1702EBb27e4Aeb24'),
  erc20('IMX', 'Immutable', '0xF57e7e7C23978C3cAEC3C3548E3D615c346e79fF'),
  erc20('BAT', 'Basic Attention Token', '0x0D8775F648430679A709E98d2b0Cb6250d2887EF'),
  erc20('CHZ', 'Chiliz', '0x3506424F91fD33084466F402d5D97f05F8e3b4AF'),
  erc20('FLOKI', 'Floki', '0xcf0C122c6b73ff809C693DB761e7BaeBe62b6a2E', 9),
  erc20('ONDO', 'Ondo', '0xfAbA6f8e4a5E8Ab82F62fe7C39859FA577269BE3'),
  erc20('ENA', 'Ethena', '0x57e114B691Db790C35207b2e685D4A43181e6061'),
  erc20('QNT', 'Quant', '0x4a220E6096B25EADb88358cb44068A3248254675'),
  erc20('AXS', 'Axie Infinity', '0xBB0E17EF65F82Ab018d8EDd776e8DD940327B28b'),
  erc20('GALA', 'Gala', '0xd1d2Eb1B1e90B638588728b4130137D262C87cae', 8),
  erc20('SUSHI', 'SushiSwap', '0x6B3595068778DD592e39A122f4f5a5cF09C90fE2'),
  erc20('YFI', 'yearn.finance', '0x0bc529c00C6401aEF6D220BE8C6Ea1667F6Ad93e'),
  erc20('LRC', 'Loopring', '0xBBbbCA6A901c926F240b89EacB641d8Aec7AEafD'),
  token('arb', 'ARB', 'Arbitrum', 'arbitrum', '0x912CE59144191C1204E64559FE8253a0e49E6548', 18),
  token('op', 'OP', 'Optimism', 'optimism', '0x4200000000000000000000000000000000000042', 18),
  token(
    'vtho',
    'VTHO',
    'VeThor Token',
    'vechain',
    '0x0000000000000000000000000000456E65726779',
    18,
  ),
  bep20('CAKE', 'PancakeSwap', '0x0E09FaBB73Bd3Ade0a17ECC321fD13a19e81cE82'),
  bep20('ETH', 'Ethereum', '0x2170Ed0880ac9A755fd29B2688956BD959F933F8'),
  bep20('BTCB', 'Bitcoin BEP2', '0x7130d2A12B9BCbFAe4f2634d864A1Ee1Ce3Ead9c'),
  bep20('DOGE', 'Dogecoin', '0xbA2aE424d960c26247Dd6c32edC70B295c744C43', 8),
  bep20('XRP', 'XRP', '0x1D2F0da169ceB9fC7B3144628dB156f3F6c60dBE'),
  bep20('ADA', 'Cardano', '0x3EE2200Efb3400fAbB9AacF31297cBdD1d435D47'),
  bep20('LINK', 'Chainlink', '0xF8A0BF9cF54Bb92F17374d9e9A321E6a111a51bD'),
  bep20('TWT', 'Trust Wallet Token', '0x4B0F1812e5Df2A09796481Ff14017e6005508003'),
  bep20('FLOKI', 'Floki', '0xfb5B838b6cfEEdC2873aB27866079AC55363D37E', 9),
  spl('BONK', 'Bonk', 'DezXAZ8z7PnrnRJjz3wXBoRgixCa6xjnB7YaB1pPB263', 5),
  spl('JUP', 'Jupiter', 'JUPyiwrYJFskUPiHa7hkeR8VUtAeFoSYbKedZNsDvCN', 6),
  spl('WIF', 'dogwifhat', 'EKpQGSJtjMFqKZ9KQanSqYXRcF8fBopzLHYxdM65zcjm', 6),
  spl('RAY', 'Raydium', '4k3Dyjzvzp8eMZWUXbBCjEvwSkkk59S5iCNLY3QrkX6R', 6),
  spl('PYTH', 'Pyth Network', 'HZ1JovNiVvGrGNiiYvEozEVgZ58xaU3RKwX8eACQBCt3', 6),
  spl('JTO', 'Jito', 'jtojtomepa8beP8AuQc6eXt5FriJwfFMwQx2v2f9mCL', 9),
  spl('POPCAT', 'Popcat', '7GCihgDB8fe6KNjn2MYtkzZcRjQy3t9GHdC8uHYmW2hr', 9),
  spl('TRUMP', 'Official Trump', '6p6xgHyF7AeE6TZkSmFsko444wqoP15icUSqi2jfGiPN', 6),
  spl('RENDER', 'Render', 'rndrizKT3MK1iimdxRdWabcF7Zg7AR5T4nud4EkHBof', 8),
  trc20('BTT', 'BitTorrent', 'TAFjULxiVgT4qWk6UZwjqwZXTSaGaqnVp4', 18),
  trc20('JST', 'JUST', 'TCFLL5dx5ZJdKnWuesXxi1VPwjLVmWZZy9', 18),
  trc20('SUN', 'Sun Token', 'TSSMHYeV2uE9qYH95DqyoCuNCzEL1NvU3S', 18),
  trc20('WIN', 'WINkLink', 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7', 6),
];
