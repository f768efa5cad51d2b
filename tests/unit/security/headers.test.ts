import { describe, expect, it } from 'vitest';
import { isEmbeddablePath } from '@/lib/security/headers';

describe('isEmbeddablePath', () => {
  it('matches no page today: no route is meant to be framed', () => {
    for (const path of ['/', '/widget', '/widget/x', '/v2/widget', '/v2/widget/x', '/swap']) {
      expect(isEmbeddablePath(path), path).toBe(false);
    }
  });

  it('matches exactly the routes declared embeddable, never a path below them', () => {
    const declared = ['/widget', '/v2/widget'];
    expect(isEmbeddablePath('/widget', declared)).toBe(true);
    expect(isEmbeddablePath('/v2/widget', declared)).toBe(true);
    expect(isEmbeddablePath('/widget/x', declared)).toBe(false);
    expect(isEmbeddablePath('/widgets', declared)).toBe(false);
  });
});
