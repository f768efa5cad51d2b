import { notFound } from 'next/navigation';

// A safety net: proxy.ts answers every page path no page serves with the prerendered 404 page,
// so this renders (app/[locale]/not-found.tsx, status 404, per request) only for a path listed
// in lib/routing/routes.ts `pages` whose page.tsx does not exist.
export default function CatchAll() {
  notFound();
}
