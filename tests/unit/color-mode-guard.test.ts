// The stored colour mode's guard (plugins/color-mode-guard): the inline script that drops a value the theme cannot
// show before the theme's own script reads it. The e2e suite (color-mode.spec.ts) runs it in Chromium.
import assert from 'node:assert/strict';
import { runInNewContext } from 'node:vm';
import { describe, it } from 'node:test';
import { colorModeGuardScript } from '../../plugins/color-mode-guard/index';

/** Runs the guard over a storage holding `stored`; returns what the storage holds after. */
function guarded(stored: Record<string, string>, namespace = ''): Record<string, string> {
  const items = new Map(Object.entries(stored));
  const localStorage = {
    getItem: (key: string) => items.get(key) ?? null,
    removeItem: (key: string) => void items.delete(key),
  };
  const window = { localStorage };
  runInNewContext(colorModeGuardScript({ type: 'localStorage', namespace }), { window });
  return Object.fromEntries(items);
}

describe('plugins/color-mode-guard', () => {
  it('removes a stored value other than "light" or "dark"', () => {
    for (const value of ['LIGHT', 'null', 'system', 'light ', '<b>x</b>', '']) {
      assert.deepEqual(guarded({ theme: value, other: 'kept' }), { other: 'kept' }, JSON.stringify(value));
    }
  });

  it('keeps "light", "dark" and an empty storage as they are', () => {
    assert.deepEqual(guarded({ theme: 'light' }), { theme: 'light' });
    assert.deepEqual(guarded({ theme: 'dark' }), { theme: 'dark' });
    assert.deepEqual(guarded({}), {});
  });

  it("reads the theme's key with the site's storage namespace", () => {
    assert.deepEqual(guarded({ 'theme-abc': 'LIGHT', theme: 'LIGHT' }, '-abc'), { theme: 'LIGHT' });
  });

  it('does nothing, and throws nothing, where storage cannot be read', () => {
    const window = {
      get localStorage(): never {
        throw new Error('SecurityError');
      },
    };
    assert.doesNotThrow(() => runInNewContext(colorModeGuardScript({ type: 'localStorage', namespace: '' }), { window }));
  });
});
