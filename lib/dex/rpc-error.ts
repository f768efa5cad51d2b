import { BaseError } from 'viem';

// A chain read that failed, fit for the log: viem's messages quote the request's URL, and a
// DEX_RPC_URL_* may carry the node provider's key, so only the short message and the error's
// name are kept.

export function rpcFailure(error: unknown): Error {
  const summary = error instanceof BaseError ? `${error.name}: ${error.shortMessage}` : 'unknown';
  return new Error(`chain read failed (${summary})`);
}
