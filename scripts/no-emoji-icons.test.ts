/**
 * No emoji as icons (issue 17 point 13): emoji render differently on every phone, carry their own
 * colours into dark mode and are read out by screen readers; icons come from ionicons.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const EMOJI = /[\u{1F300}-\u{1FAFF}\u{2600}-\u{27BF}\u{2B50}]/u;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.test.ts') && !name.endsWith('.test.tsx') ? [path] : [];
  });
}

describe('icons', () => {
  it('no screen or kit component draws an emoji', () => {
    const found = sources('src').filter((path) => EMOJI.test(readFileSync(path, 'utf8')));
    expect(found).toEqual([]);
  });
});
