// Header interactions are announced as a DOM event instead of calling the analytics module
// directly, so the header does not depend on how (or whether) tracking is configured. The
// analytics layer listens for TRACK_EVENT on window and forwards the detail.

export const TRACK_EVENT = 'swaplens:track';

export type TrackDetail =
  { event: 'account_button_click' } | { event: 'language_switch'; from: string; to: string };

export function dispatchTrack(detail: TrackDetail): void {
  window.dispatchEvent(new CustomEvent<TrackDetail>(TRACK_EVENT, { detail }));
}
