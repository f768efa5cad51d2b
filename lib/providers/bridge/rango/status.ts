import { mapStatus, type StatusTable } from '../../kit/status';
import type { BridgeStage, BridgeStatus, BridgeTransfer } from '../contract';
import { tokenRef } from './mapping';
import type { RangoStatus } from './schema';

// Rango's /basic/status in our words. Its `status` is running, success or failed (null while it
// has not seen the transaction: "the client should retry"); what arrived is `output.type`, which
// tells a complete transfer from the partial and refunded ones (Rango's "Check Transaction
// Status" page):
//
// | Rango status | output.type                  | ours      | stage                              |
// | ------------ | ---------------------------- | --------- | ---------------------------------- |
// | null         | (none)                       | not_found | null                               |
// | running      | (none)                       | pending   | source / bridging / destination ¹  |
// | success      | DESIRED_OUTPUT, or none      | done      | null                               |
// | success      | MIDDLE_ASSET_IN_DEST         | partial   | null                               |
// | any          | MIDDLE_ASSET_IN_SRC          | refunded  | null (a middle token, source chain)|
// | any          | REVERTED_TO_INPUT            | refunded  | null (the input token back)        |
// | failed       | MIDDLE_ASSET_IN_DEST         | partial   | null                               |
// | failed       | none                         | failed    | null                               |
// | other        | (any)                        | pending   | null, with a warning (kit)         |
//
// ¹ From bridgeData: none yet (or no source hash) is `source`, a source hash without a
// destination one `bridging`, a destination hash `destination`. Rango documents no needs_gas.

const STATUSES = {
  running: 'pending',
  success: 'done',
  failed: 'failed',
} as const satisfies StatusTable<BridgeStatus>;

const OUTPUTS: Readonly<Record<string, BridgeStatus>> = {
  MIDDLE_ASSET_IN_DEST: 'partial',
  MIDDLE_ASSET_IN_SRC: 'refunded',
  REVERTED_TO_INPUT: 'refunded',
};

function stageOf(answer: RangoStatus): BridgeStage {
  const bridge = answer.bridgeData;
  if (bridge?.destTxHash) return 'destination';
  if (bridge?.srcTxHash) return 'bridging';
  return 'source';
}

export function fromRangoStatus(answer: RangoStatus): BridgeTransfer {
  const output = answer.output ?? null;
  const trackingUrl = answer.diagnosisUrl ?? answer.explorerUrl?.at(-1)?.url ?? null;
  const providerStatus = [answer.status ?? 'null', output?.type].filter(Boolean).join('/');
  if (answer.status === null) {
    return {
      status: 'not_found',
      providerStatus,
      stage: null,
      receivingTxHash: null,
      amountOut: null,
      receivedToken: null,
      trackingUrl,
    };
  }
  let status: BridgeStatus = mapStatus('rango', STATUSES, answer.status, 'pending');
  const outcome = output ? OUTPUTS[output.type] : undefined;
  if (outcome && status !== 'pending') status = outcome;
  const pending = status === 'pending';
  const refunded = status === 'refunded';
  return {
    status,
    providerStatus,
    stage: pending && answer.status.toLowerCase() === 'running' ? stageOf(answer) : null,
    // A refund is the input (or a middle token) left on the source chain: no destination hash.
    receivingTxHash: refunded ? null : (answer.bridgeData?.destTxHash ?? null),
    amountOut: output?.amount ?? (pending ? null : (answer.bridgeData?.destTokenAmt ?? null)),
    receivedToken: outcome && output ? tokenRef(output.receivedToken) : null,
    trackingUrl,
  };
}
