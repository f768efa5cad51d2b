import { NextRequest } from 'next/server';
import { bench, describe } from 'vitest';
import { proxy } from '@/proxy';

// What proxy.ts costs per request, in process (run by `npm run bench`, not by `npm test`).
describe('proxy.ts', () => {
  bench('English home page (rewrite + CSP nonce)', async () => {
    await proxy(new NextRequest('http://localhost:3000/'));
  });
  bench('French page', async () => {
    await proxy(new NextRequest('http://localhost:3000/fr'));
  });
  bench('redirect (/Swap -> /swap)', async () => {
    await proxy(new NextRequest('http://localhost:3000/Swap'));
  });
  bench('API pass-through', async () => {
    await proxy(new NextRequest('http://localhost:3000/apiglobal/global'));
  });
});
