import { z } from 'zod';

// Zod probes for eval support with `new Function` when it builds its first object schema; the
// strict CSP reports that probe as a violation even though zod catches it. Its interpreted mode
// needs no probe. Imported first by the providers and the newsletter so it runs before any schema is built.
if (typeof window !== 'undefined') z.config({ jitless: true });
