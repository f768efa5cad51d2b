import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

// `npm run test:build` builds with a canary value in every provider secret (scripts/
// test-build.mjs reads them from the registry's list). No file the browser can download may
// contain it: keys are read on the server only.
const CANARY = 'swaplens-canary-secret';

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : [full];
  });
}

test('no provider key or other server secret reaches the files sent to browsers', async ({
  request,
}) => {
  const served = files('.next/static');
  expect(served.length).toBeGreaterThan(10);
  const leaking = served.filter((file) => readFileSync(file, 'utf8').includes(CANARY));
  expect(leaking).toEqual([]);

  // The prerendered HTML and the RSC payloads travel to browsers too.
  for (const page of ['/', '/swap', '/transaction-status']) {
    const body = await (await request.get(page)).text();
    expect(body).not.toContain(CANARY);
  }
});
