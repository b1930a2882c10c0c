import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { runInNewContext } from 'node:vm';
import { announcementResetScript } from '../../plugins/announcement-reset';

function runScript(stored: Record<string, string>, id: string) {
  const storage = new Map(Object.entries(stored));
  const attributes = new Map<string, string>();
  runInNewContext(announcementResetScript(id), {
    localStorage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => storage.set(key, value),
    },
    document: { documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) } },
  });
  return { storage, attributes };
}

describe('announcement reset script', () => {
  it('shows a new announcement to a reader who closed the previous one', () => {
    const { storage, attributes } = runScript(
      { 'docusaurus.announcement.id': 'announcement-old', 'docusaurus.announcement.dismiss': 'true' },
      'announcement-new',
    );
    assert.equal(storage.get('docusaurus.announcement.dismiss'), 'false');
    assert.equal(attributes.get('data-announcement-bar-initially-dismissed'), 'false');
  });

  it('keeps the current announcement closed once the reader closed it', () => {
    const { storage, attributes } = runScript(
      { 'docusaurus.announcement.id': 'announcement-new', 'docusaurus.announcement.dismiss': 'true' },
      'announcement-new',
    );
    assert.equal(storage.get('docusaurus.announcement.dismiss'), 'true');
    assert.equal(attributes.size, 0);
  });
});
