// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html.ts';

describe('sanitizeHtml', () => {
  it('keeps allowed formatting and text', () => {
    expect(sanitizeHtml('<p><b>Пункт&nbsp;12</b> и <i>ТН ВЭД</i></p><ul><li>одно</li></ul>')).toBe(
      '<p><b>Пункт&nbsp;12</b> и <i>ТН ВЭД</i></p><ul><li>одно</li></ul>',
    );
  });

  it('drops scripts, styles and frames with their content', () => {
    expect(sanitizeHtml('a<script>alert(1)</script>b<style>p{}</style><iframe src="x">c</iframe>')).toBe(
      'ab',
    );
    expect(sanitizeHtml('<svg><script>alert(1)</script></svg>ok')).toBe('ok');
  });

  it('removes event handlers, styles and unknown attributes', () => {
    expect(sanitizeHtml('<p onclick="x()" style="color:red" class="c" id="i">t</p>')).toBe('<p>t</p>');
    expect(sanitizeHtml('<img src="x" onerror="alert(1)">text')).toBe('text');
    expect(sanitizeHtml('<td colspan="2" onmouseover="x">c</td>')).not.toContain('onmouseover');
  });

  it('keeps only http(s) and mailto links, opened without an opener', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href=" JaVaScRiPt:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="data:text/html,<script>1</script>">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="https://iccwbo.org/">ICC</a>')).toBe(
      '<a href="https://iccwbo.org/" target="_blank" rel="noopener noreferrer">ICC</a>',
    );
  });

  it('unwraps unknown elements and escapes text', () => {
    expect(sanitizeHtml('<font color="red"><blink>hi</blink></font>')).toBe('hi');
    expect(sanitizeHtml('1 &lt; 2 &amp; <b>3</b>')).toBe('1 &lt; 2 &amp; <b>3</b>');
  });

  it('survives malformed markup', () => {
    expect(sanitizeHtml('<p><b>open <i>nested</p>')).toBe('<p><b>open <i>nested</i></b></p>');
    expect(sanitizeHtml('<<script>script>alert(1)<</script>/script>')).not.toMatch(/<script/i);
  });

  it('resists mutation and namespace tricks', () => {
    expect(sanitizeHtml('<noscript><p title="</noscript><img src=x onerror=alert(1)>">')).not.toMatch(
      /onerror|<img/i,
    );
    expect(sanitizeHtml('<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>')).not.toMatch(
      /onerror|<img/i,
    );
    expect(
      sanitizeHtml(
        '<form><math><mtext></form><form><mglyph><svg><mtext><style><path id="</style><img onerror=alert(1) src>">',
      ),
    ).not.toMatch(/onerror/i);
  });

  it('keeps numeric cell spans only', () => {
    expect(sanitizeHtml('<table><tr><td colspan="2" rowspan="x">c</td></tr></table>')).toBe(
      '<table><tbody><tr><td colspan="2">c</td></tr></tbody></table>',
    );
    expect(sanitizeHtml('<p colspan="2">t</p>')).toBe('<p>t</p>');
  });
});
