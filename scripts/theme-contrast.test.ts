import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The app's theme (src/ui/theme.css) read as text: Vitest does not load CSS into tests.
const css = readFileSync(new URL('../src/ui/theme.css', import.meta.url), 'utf8');
const pieces = readFileSync(new URL('../src/ui/small-pieces.css', import.meta.url), 'utf8');

/** The custom properties of one rule of theme.css (`:root {` or `:root.ion-palette-dark {`). */
function variablesOf(css: string, selector: string): Record<string, string> {
  const start = css.indexOf(`${selector} {`);
  const block = css.slice(start, css.indexOf('}', start));
  return Object.fromEntries([...block.matchAll(/(--[\w-]+):\s*(#[0-9a-fA-F]{6})/g)].map((m) => [m[1], m[2]]));
}

/** WCAG 2 relative luminance and contrast ratio. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

describe('theme colours', () => {
  for (const selector of [':root', ':root.ion-palette-dark']) {
    it(`text on a danger background keeps AA contrast (${selector})`, () => {
      const vars = variablesOf(css, selector);
      const background = vars['--cb-danger-text'];
      const text = vars['--cb-danger-contrast'];
      expect(background).toBeDefined();
      expect(text).toBeDefined();
      expect(contrast(background as string, text as string)).toBeGreaterThanOrEqual(4.5);
    });
  }
  it('the danger button and the count badge take that text colour', () => {
    for (const rule of ['.cb-button--danger {', '.cb-badge {']) {
      const start = pieces.indexOf(rule);
      expect(pieces.slice(start, pieces.indexOf('}', start))).toContain('color: var(--cb-danger-contrast)');
    }
  });
});
