/** Swap creations per client IP: generous for a person, tight for a script. */
export const CREATE_SWAP_RATE_LIMIT = {
  name: 'swaps-create',
  limit: 20,
  globalLimit: 2_000,
  windowMs: 10 * 60 * 1000,
};
export const READ_SWAP_RATE_LIMIT = {
  name: 'swaps-read',
  limit: 240,
  globalLimit: 12_000,
  windowMs: 60 * 1000,
};
export const SIMULATE_RATE_LIMIT = {
  name: 'swaps-simulate',
  limit: 60,
  globalLimit: 600,
  windowMs: 60 * 1000,
};

/** The create request is a few addresses and codes: 4 KB is plenty. */
export const CREATE_SWAP_MAX_BODY_BYTES = 4 * 1024;
export const SIMULATE_MAX_BODY_BYTES = 256;
