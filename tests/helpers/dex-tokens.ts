import {
  createPublicClient,
  createWalletClient,
  custom,
  stringToHex,
  type Address,
  type Hex,
} from 'viem';
import { mainnet } from 'viem/chains';
import {
  DEV_ADDRESS,
  TEST_TOKEN_ABI,
  TEST_TOKEN_ARTIFACT,
  type TestChain,
} from '@/tests/support/evm';

// Tokens the curated lists do not know, deployed on the test chain by its unlocked development
// account: a TestToken with its own name, symbol and decimals, and an old-style token that
// declares symbol and name as bytes32 (as MKR does), hand-assembled so no compiler is needed.

function clients(chain: TestChain) {
  const transport = custom(chain, { retryCount: 0 });
  return {
    publicClient: createPublicClient({ chain: mainnet, transport, pollingInterval: 10 }),
    walletClient: createWalletClient({ chain: mainnet, transport, account: DEV_ADDRESS }),
  };
}

async function deploy(chain: TestChain, bytecode: Hex): Promise<Address> {
  const { publicClient, walletClient } = clients(chain);
  const hash = await walletClient.sendTransaction({ data: bytecode });
  const receipt = await publicClient.waitForTransactionReceipt({ hash });
  if (!receipt.contractAddress) throw new Error('no contract deployed');
  return receipt.contractAddress;
}

/** A TestToken at a fresh address, initialised as asked. */
export async function deployTestToken(
  chain: TestChain,
  token: { name: string; symbol: string; decimals: number },
): Promise<Address> {
  const address = await deploy(chain, TEST_TOKEN_ARTIFACT.bytecode);
  const { publicClient, walletClient } = clients(chain);
  const hash = await walletClient.writeContract({
    address,
    abi: TEST_TOKEN_ABI,
    functionName: 'initialize',
    args: [token.name, token.symbol, token.decimals, false, false],
  });
  await publicClient.waitForTransactionReceipt({ hash });
  return address;
}

/**
 * A contract answering decimals() = 18, symbol() and name() as bytes32 words ("MKR", "Maker"),
 * and reverting on anything else.
 */
export async function deployBytes32Token(chain: TestChain): Promise<Address> {
  const word = (text: string) => stringToHex(text, { size: 32 }).slice(2);
  const returnWord = '60005260206000f3'; // MSTORE at 0, RETURN 32 bytes
  const runtime = [
    '60003560e01c', // the selector
    '8063313ce5671460285780', // decimals() → 0x28
    '6395d89b41146033578063', // symbol() → 0x33
    '06fdde0314605d57', // name() → 0x5d
    '600080fd', // anything else reverts
    '5b6012' + returnWord, // 0x28: 18
    '5b7f' + word('MKR') + returnWord, // 0x33
    '5b7f' + word('Maker') + returnWord, // 0x5d
  ].join('');
  const size = (runtime.length / 2).toString(16).padStart(2, '0');
  // Copies the runtime (after these 11 bytes) to memory and returns it.
  const init = `60${size}80600b6000396000f3`;
  return deploy(chain, `0x${init}${runtime}`);
}
