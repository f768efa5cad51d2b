import { startDevnet } from './devnet';

// The devnet as a process of its own, for a Playwright webServer entry or a developer's wallet:
//   npx tsx tests/support/evm/serve.ts [port]
// (tsx comes with the dev tooling; the repository's .ts modules import without extensions, which
// Node's own type stripping does not resolve). Stops on SIGINT/SIGTERM.

const port = Number(process.argv[2] ?? process.env.DEVNET_PORT ?? 8545);
void startDevnet({ port }).then((devnet) => {
  process.stdout.write(`test chain (chain id 1) listening on ${devnet.url}\n`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void devnet.close().then(() => process.exit(0)));
  }
});
