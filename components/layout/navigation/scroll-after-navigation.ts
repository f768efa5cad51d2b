import { SCROLL } from '@/lib/navigation/constants';

/**
 * After a route change: to the URL's anchor, 70 px above it so it is not tucked under the top
 * edge, or else to the top; smoothly unless the visitor prefers reduced motion.
 */
export function scrollAfterNavigation(): void {
  const behavior = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    ? 'auto'
    : 'smooth';
  let id = '';
  try {
    id = decodeURIComponent(window.location.hash.slice(1));
  } catch {
    id = window.location.hash.slice(1);
  }
  const target = id ? document.getElementById(id) : null;
  const top = target
    ? target.getBoundingClientRect().top + window.scrollY - SCROLL.anchorOffsetPx
    : 0;
  window.scrollTo({ top: Math.max(0, top), behavior });
}
