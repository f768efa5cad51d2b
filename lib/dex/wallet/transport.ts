import {
  createTransport,
  ProviderDisconnectedError,
  type EIP1193RequestFn,
  type Transport,
} from 'viem';
import type { Config } from 'wagmi';

// Reads of the /dex island (balances, allowances, simulations, receipts) go to the wallet the
// visitor connected, when it is on the chain asked: the wallet's own node answers, which is the
// only node there is when the wallet is backed by a local devnet (the e2e test wallet), and the
// public endpoints are spared. Like wagmi's unstable_connector, but it asks the connector of the
// current connection rather than the first injected one, so that with two wallets installed the
// one the visitor chose answers; and it takes the connection's chain instead of asking the
// wallet for it before every read. Anything else (no connection, another chain) fails with
// ProviderDisconnectedError, which viem's fallback answers from the chain's public RPC.

type Provider = { request: EIP1193RequestFn };

/** The provider of the current connection when it is on `chainId`, else null. */
export async function connectedProvider(
  config: Pick<Config, 'state'> | undefined,
  chainId: number | undefined,
): Promise<Provider | null> {
  const current = config?.state.current;
  const connection = current ? config.state.connections.get(current) : undefined;
  if (!connection || chainId === undefined || connection.chainId !== chainId) return null;
  const provider = (await connection.connector.getProvider({ chainId })) as Provider | undefined;
  return provider ?? null;
}

/** A transport through the connected wallet; `config` is read at request time (it is built after). */
export function connectedWallet(config: () => Pick<Config, 'state'> | undefined): Transport {
  return ({ chain }) =>
    createTransport({
      key: 'wallet',
      name: 'Connected wallet',
      type: 'wallet',
      // The fallback moves on at once: a wallet that cannot answer will not answer on a retry.
      retryCount: 0,
      request: (async ({ method, params }: { method: string; params?: unknown }) => {
        const provider = await connectedProvider(config(), chain?.id);
        if (!provider) {
          throw new ProviderDisconnectedError(
            new Error(`no connected wallet on chain ${chain?.id ?? '?'}`),
          );
        }
        return provider.request({ method, params } as Parameters<EIP1193RequestFn>[0]);
      }) as EIP1193RequestFn,
    });
}
