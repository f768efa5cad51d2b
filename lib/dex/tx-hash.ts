// A transaction hash as typed or pasted: 0x and 64 hex digits. Its own module, with no imports,
// so the /transaction-status form tells a hash from a Swap ID without loading zod or the chains.

export const TX_HASH_PATTERN = /^0x[0-9a-fA-F]{64}$/;
