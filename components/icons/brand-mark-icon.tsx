// The brand's mark (a lens on the primary colour), shared by the header, the footer and
// app/icon.svg. It takes the colour of `color` (currentColor).
export function BrandMarkIcon({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill="currentColor" />
      <circle cx="14" cy="14" r="8.5" fill="none" stroke="#fff" strokeWidth="3" />
      <path d="M20.5 20.5 26 26" stroke="#fff" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}
