import { describe, expect, it } from 'vitest';
import { isWidgetMessage, widgetMessage, WIDGET_MESSAGE_SOURCE } from '@/lib/widgets/events';

// The envelope a host checks before it acts on a message from the widget's frame.

describe('isWidgetMessage', () => {
  it('accepts our envelope with a known event', () => {
    expect(isWidgetMessage(widgetMessage({ type: 'resize', height: 420 }))).toBe(true);
    expect(
      isWidgetMessage(widgetMessage({ type: 'status_changed', swapId: 'ABC', status: 'sending' })),
    ).toBe(true);
  });

  it.for([
    null,
    'resize',
    { source: 'other', version: 1, event: { type: 'resize', height: 1 } },
    { source: WIDGET_MESSAGE_SOURCE, version: 2, event: { type: 'resize', height: 1 } },
    { source: WIDGET_MESSAGE_SOURCE, version: 1, event: { type: 'set_fee' } },
    { source: WIDGET_MESSAGE_SOURCE, version: 1, event: { type: 'status_changed', status: 'x' } },
    { source: WIDGET_MESSAGE_SOURCE, version: 1 },
  ])('refuses %j', (data) => {
    expect(isWidgetMessage(data)).toBe(false);
  });
});
