import { keccak256, toHex } from 'viem';
import { ProviderError } from '../../kit/errors';
import type { BridgeStatusRequest, BridgeTransfer } from '../contract';
import type { SandboxBridgeProfile } from './profiles';
import type { SandboxBridgeWorld } from './world';

// The sandbox's transfer status, a deterministic function of the hash, the route's reference and
// the time since this process was first asked about the hash (docs/bridges.md, "Sandbox"), so
// e2e runs and fixtures can show every outcome. A transfer is pending at stage `source` for the
// first fifth of its eta, `bridging` until four fifths, `destination` until the eta, then ends.
// The hash's last hex digit picks the ending:
//   a: stays pending at `needs_gas` once past bridging (the destination step wants more gas)
//   b: partial (arrived as the bridge asset, USDC, before the destination swap)
//   c: refunded (the amount sent back on the source chain)
//   d: failed (no refund reported)
//   e: not_found, always (a hash the vendor never indexed)
//   anything else: done with the route's amountOut

const HASH = /^0x[0-9a-fA-F]{64}$/;
const MAX_TRACKED = 10_000;

/** What a route's reference carries for its status: `<eta>.<amountIn>.<amountOut>.<bridged>`. */
export interface RouteFacts {
  etaSeconds: number;
  amountIn: string;
  amountOut: string;
  /** What crossed, in the destination bridge asset's base units; null when it has no price. */
  bridged: string | null;
}

export function encodeReference(facts: RouteFacts): string {
  const { etaSeconds, amountIn, amountOut, bridged } = facts;
  return [etaSeconds, amountIn, amountOut, bridged ?? '-'].join('.');
}

export function decodeReference(reference: string | null | undefined): RouteFacts | null {
  const match = /^(\d{1,9})\.(\d{1,78})\.(\d{1,78})\.(\d{1,78}|-)$/.exec(reference ?? '');
  if (!match) return null;
  const [, eta, amountIn, amountOut, bridged] = match as unknown as [
    string,
    string,
    string,
    string,
    string,
  ];
  return {
    etaSeconds: Number(eta),
    amountIn,
    amountOut,
    bridged: bridged === '-' ? null : bridged,
  };
}

/** The transaction hash the simulated vendor says the transfer's second leg had. */
const derivedHash = (hash: string, leg: string) => keccak256(toHex(`${hash.toLowerCase()}:${leg}`));

export class SandboxTransfers {
  /** When each hash was first asked about: the simulation's clock starts there. */
  private readonly firstSeen = new Map<string, number>();

  constructor(
    private readonly profile: SandboxBridgeProfile,
    private readonly world: SandboxBridgeWorld,
  ) {}

  private elapsedSeconds(hash: string): number {
    const now = this.world.now();
    const first = this.firstSeen.get(hash);
    if (first !== undefined) return (now - first) / 1000;
    // Bounded: the oldest hash is forgotten first (and starts again if asked again).
    if (this.firstSeen.size >= MAX_TRACKED) {
      this.firstSeen.delete(this.firstSeen.keys().next().value!);
    }
    this.firstSeen.set(hash, now);
    return 0;
  }

  status(request: BridgeStatusRequest): BridgeTransfer {
    if (!HASH.test(request.txHash)) {
      throw new ProviderError(this.profile.id, 'invalid_address', 'not a transaction hash');
    }
    const hash = request.txHash.toLowerCase();
    const trigger = hash.at(-1)!;
    const base = { receivingTxHash: null, amountOut: null, receivedToken: null, trackingUrl: null };
    if (trigger === 'e') {
      return { ...base, status: 'not_found', providerStatus: 'SANDBOX_NOT_FOUND', stage: null };
    }
    const facts = decodeReference(request.reference);
    const eta = facts?.etaSeconds ?? this.profile.etaSeconds;
    const elapsed = this.elapsedSeconds(hash);
    const pending = (stage: NonNullable<BridgeTransfer['stage']>): BridgeTransfer => ({
      ...base,
      status: 'pending',
      providerStatus: `SANDBOX_PENDING:${stage.toUpperCase()}`,
      stage,
    });
    if (elapsed < eta / 5) return pending('source');
    if (elapsed < (eta * 4) / 5) return pending('bridging');
    if (trigger === 'a') return pending('needs_gas');
    if (elapsed < eta) return pending('destination');

    const ended = { ...base, stage: null };
    switch (trigger) {
      case 'b':
        return {
          ...ended,
          status: 'partial',
          providerStatus: 'SANDBOX_DONE:PARTIAL',
          receivingTxHash: derivedHash(hash, 'destination'),
          amountOut: facts?.bridged ?? null,
          receivedToken: this.world.bridgeAsset(request.toChainId),
        };
      case 'c':
        return {
          ...ended,
          status: 'refunded',
          providerStatus: 'SANDBOX_DONE:REFUNDED',
          receivingTxHash: derivedHash(hash, 'refund'),
          amountOut: facts?.amountIn ?? null,
        };
      case 'd':
        return { ...ended, status: 'failed', providerStatus: 'SANDBOX_FAILED' };
      default:
        return {
          ...ended,
          status: 'done',
          providerStatus: 'SANDBOX_DONE:COMPLETED',
          receivingTxHash: derivedHash(hash, 'destination'),
          amountOut: facts?.amountOut ?? null,
        };
    }
  }
}
