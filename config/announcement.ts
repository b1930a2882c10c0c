import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface Announcement {
  readonly id: string;
  readonly content: string;
}

const POST_FILE = /^(\d{4}-\d{2}-\d{2})-.+\.mdx?$/;

function frontMatterValue(source: string, key: string, file: string): string {
  const block = source.match(/^---\n([\s\S]*?)\n---/)?.[1] ?? '';
  const raw = block.match(new RegExp(`^${key}:\\s*(.+)$`, 'm'))?.[1]?.trim();
  if (!raw) {
    throw new Error(`config/announcement.ts: ${file} has no "${key}" in its front matter; add one.`);
  }
  return raw.replace(/^(["'])(.*)\1$/, '$2');
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The announcement bar always points to the newest post in blog/. Its id is derived from its text,
 * so a new post shows the bar again to readers who closed the previous one.
 */
export function newestPostAnnouncement(blogDir: string, baseUrl: string): Announcement {
  const posts = readdirSync(blogDir)
    .filter((name) => POST_FILE.test(name))
    .sort();
  const newest = posts.at(-1);
  if (!newest) {
    throw new Error(`config/announcement.ts: no posts named YYYY-MM-DD-slug.mdx in ${blogDir}.`);
  }
  const file = join(blogDir, newest);
  const source = readFileSync(file, 'utf8');
  const title = frontMatterValue(source, 'title', file);
  const slug = frontMatterValue(source, 'slug', file);
  const content = `New on the blog: ${escapeHtml(title)}. <a href="${baseUrl}blog/${slug}">Read the post</a>.`;
  const id = `announcement-${createHash('sha256').update(content).digest('hex').slice(0, 8)}`;
  return { id, content };
}
