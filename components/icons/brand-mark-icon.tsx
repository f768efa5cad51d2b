import { brand } from '@/lib/brand';

// The brand's mark (the brand file's `mark`), shared by the header and the footer. It takes the
// colour of `color` (currentColor). Rendered on the server: the client gets only the markup. The
// brand file's loader has refused any SVG that could run something (lib/env/brand-file.mjs).
export function BrandMarkIcon({ className }: { className?: string }) {
  const { viewBox, body } = brand().mark;
  return (
    <svg
      className={className}
      viewBox={viewBox}
      aria-hidden="true"
      focusable="false"
      dangerouslySetInnerHTML={{ __html: body }}
    />
  );
}
