import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { markIonicFactoriesPure } from './ionic-react-pure.ts';

describe('markIonicFactoriesPure', () => {
  it('marks unmarked top-level factories only', () => {
    const code =
      "const IonNav = createForwardRef(IonNavInternal, 'IonNav');\n" +
      'const IonTabBarContainer = React.memo(({ a }) => a);\n' +
      "const IonMenu = /*@__PURE__*/ createComponent({ tagName: 'ion-menu' });\n" +
      '    const inner = createForwardRef(x);\n' +
      'class IonBackButton extends React.Component {\n  render() { return null; }\n}\n' +
      'class IonTabsElement extends HTMLElementSSR {}\n';
    const { code: result, marked } = markIonicFactoriesPure(code);
    expect(marked).toBe(3);
    expect(result).toContain(
      'const IonBackButton = /*@__PURE__*/ (() => class IonBackButton extends React.Component {\n  render() { return null; }\n})();',
    );
    expect(result).toContain('class IonTabsElement extends HTMLElementSSR {}');
    expect(result).toContain("const IonNav = /*@__PURE__*/ createForwardRef(IonNavInternal, 'IonNav');");
    expect(result).toContain('const IonTabBarContainer = /*@__PURE__*/ React.memo(');
    expect(result).toContain('    const inner = createForwardRef(x);');
  });

  it('still finds the unmarked factories of the installed @ionic/react (else re-measure, §5)', () => {
    const file = createRequire(import.meta.url).resolve('@ionic/react');
    const { marked } = markIonicFactoriesPure(readFileSync(file, 'utf8'));
    expect(marked).toBeGreaterThanOrEqual(20);
  });
});
