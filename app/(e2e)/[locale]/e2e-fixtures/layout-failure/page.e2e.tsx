// Never shown: its layout fails first (see layout.e2e.tsx).
export default function LayoutFailurePage() {
  return null;
}
