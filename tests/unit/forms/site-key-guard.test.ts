import { describe, expect, it } from 'vitest';
import { RecaptchaSiteKeyError, claimRecaptchaSiteKey } from '@/components/forms/site-key-guard';

describe('reCAPTCHA site-key guard', () => {
  it('lets loaders share the key that is already loaded', () => {
    const first = claimRecaptchaSiteKey('key-a');
    let second: (() => void) | undefined;
    expect(() => (second = claimRecaptchaSiteKey('key-a'))).not.toThrow();
    first();
    second?.();
    // Both holders released: the script may now load with another key.
    expect(() => claimRecaptchaSiteKey('key-b')()).not.toThrow();
  });

  it('rejects a second load with a different key', () => {
    const release = claimRecaptchaSiteKey('key-a');
    expect(() => claimRecaptchaSiteKey('key-b')).toThrow(RecaptchaSiteKeyError);
    expect(() => claimRecaptchaSiteKey('key-b')).toThrow(/already loaded with site key "key-a"/);
    release();
  });

  it('accepts another key once every holder of the first has released it', () => {
    const first = claimRecaptchaSiteKey('key-a');
    const second = claimRecaptchaSiteKey('key-a');
    first();
    first(); // releasing twice must not free a key that is still held
    expect(() => claimRecaptchaSiteKey('key-b')).toThrow(RecaptchaSiteKeyError);
    second();
    const other = claimRecaptchaSiteKey('key-b');
    other();
  });
});
