import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ValidationTags, VALIDATION_STATUSES } from '@/components/ui/validation-tag';

// Validation tags tell their status by an icon of its own and a label, never by colour alone.

describe('ValidationTags', () => {
  it('draws a different icon for each status, with the label as text', () => {
    const icons = VALIDATION_STATUSES.map((status) => {
      const html = renderToStaticMarkup(
        <ValidationTags tags={[{ status, label: `L-${status}` }]} />,
      );
      expect(html).toContain(`data-status="${status}"`);
      expect(html).toContain(`L-${status}`);
      expect(html).toContain('aria-hidden="true"');
      return html.match(/<svg[\s\S]*<\/svg>/)?.[0];
    });
    expect(new Set(icons).size).toBe(VALIDATION_STATUSES.length);
  });

  it('is a list with the id a field points at, live only when asked', () => {
    const html = renderToStaticMarkup(
      <ValidationTags id="tags" live tags={[{ status: 'error', label: 'Not a colour' }]} />,
    );
    expect(html).toMatch(/^<ul id="tags"[^>]*aria-live="polite"/);
    expect(renderToStaticMarkup(<ValidationTags tags={[]} />)).not.toContain('aria-live');
  });
});
