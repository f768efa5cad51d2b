import { dispatchTrack } from '@/lib/header/track';
import { toTrackEvent } from '@/lib/analytics/track';

/**
 * Server-rendered elements announce their clicks with attributes instead of client code: a click
 * inside `data-track="account_button_click" data-track-location="header"` becomes the tracking
 * event `{ event: 'account_button_click', location: 'header' }` (only known event names pass).
 */
export function listenForTrackedClicks(target: Document = document): () => void {
  const onClick = (event: MouseEvent) => {
    const origin = event.target instanceof Element ? event.target : null;
    const element = origin?.closest<HTMLElement>('[data-track]');
    if (!element) return;
    const fields: Record<string, string> = {};
    for (const [key, value] of Object.entries(element.dataset)) {
      const field = key.replace(/^track/, '');
      if (field !== key && field !== '' && value !== undefined) {
        fields[field[0]!.toLowerCase() + field.slice(1)] = value;
      }
    }
    const trackEvent = toTrackEvent({ ...fields, event: element.dataset.track });
    if (trackEvent) dispatchTrack(trackEvent);
  };
  target.addEventListener('click', onClick);
  return () => target.removeEventListener('click', onClick);
}
