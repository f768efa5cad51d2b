'use client';

import { usePathname } from 'next/navigation';

/** Prints "Page not found: /the/path" in the browser's language template. */
export function RequestedPath({ template }: { template: string }) {
  const pathname = usePathname();
  return <p className="requested-path">{template.replace('{path}', pathname)}</p>;
}
