// e2e-only: a layout that fails on every request, as the locale layout does when the global
// data cannot be read, so e2e/error-pages.spec.ts can show that such a failure ends on the
// branded page of app/global-error.tsx. It renders per request, like any page that reads
// global data when it is asked for.
export const dynamic = 'force-dynamic';

export default function FailingLayout(): React.ReactNode {
  throw new Error('e2e fixture: the global data cannot be read');
}
