import { z } from 'zod';

// Zod probes for eval support with `new Function` when it builds its first object schema; the
// strict CSP reports that probe as a violation even though zod catches it. Its interpreted mode
// needs no probe. Imported first by every contract (lib/<domain>/contract.ts) and form that the
// browser loads, so it runs before any object schema is built (zod decides at construction).
if (typeof window !== 'undefined') z.config({ jitless: true });
