// The FAQ's deep links: /faq#fixed-vs-floating opens that answer and brings it into view. The
// browser scrolls to the anchor by itself, but a closed <details> does not open for its own id.

/** The question the URL's hash names, or null when it names none (a topic, nothing). */
export function hashTarget(): HTMLDetailsElement | null {
  let id = window.location.hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    // A malformed escape is kept as it is: it matches no id either way.
  }
  const target = id ? document.getElementById(id) : null;
  return target instanceof HTMLDetailsElement && target.hasAttribute('data-faq-question')
    ? target
    : null;
}

/** Opens the question and scrolls it to the top (below the sticky header, see its CSS). */
export function reveal(details: HTMLDetailsElement): void {
  details.open = true;
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  details.scrollIntoView({ block: 'start', behavior: reduce ? 'auto' : 'smooth' });
}
