import { TRACK_EVENT, type TrackEvent } from '../analytics/track';

// Header interactions are announced as a window event instead of calling track() directly, so
// the header does not load analytics code; components/layout/analytics forwards the event.
export function dispatchTrack(detail: TrackEvent): void {
  window.dispatchEvent(new CustomEvent<TrackEvent>(TRACK_EVENT, { detail }));
}
