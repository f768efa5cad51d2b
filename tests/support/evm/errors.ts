import { decodeAbiParameters, type Hex } from 'viem';

// JSON-RPC errors as geth shapes them, so viem (and our server) read them as they would read a
// real node's: a revert is code 3 with the revert data, which viem decodes into the reason.

export class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: Hex,
  ) {
    super(message);
    this.name = 'RpcError';
  }

  toJSON(): { code: number; message: string; data?: Hex } {
    return this.data === undefined
      ? { code: this.code, message: this.message }
      : { code: this.code, message: this.message, data: this.data };
  }
}

const ERROR_STRING = '0x08c379a0';

/** The error a failed call or estimate answers: `error` is the VM's exception name. */
export function revertError(error: string, returnData: Hex): RpcError {
  if (error !== 'revert') return new RpcError(-32000, error);
  if (returnData.startsWith(ERROR_STRING)) {
    const [reason] = decodeAbiParameters([{ type: 'string' }], `0x${returnData.slice(10)}`);
    return new RpcError(3, `execution reverted: ${reason}`, returnData);
  }
  return new RpcError(3, 'execution reverted', returnData);
}
