import { describe, expect, it } from 'vitest';
import { sanitizeRichText, visibleText } from './rich-text.ts';

describe('rich text of notices', () => {
  it('keeps the allowed tags, rewritten without attributes', () => {
    expect(sanitizeRichText('<P class="x" onclick="alert(1)">Hi <B>there</B><br/>line</P>')).toBe(
      '<p>Hi <b>there</b><br>line</p>',
    );
    expect(sanitizeRichText('<ul><li>one</li><li><em>two</em></li></ul>')).toBe(
      '<ul><li>one</li><li><em>two</em></li></ul>',
    );
  });

  it('removes scripts, styles and frames with their content', () => {
    expect(sanitizeRichText('a<script>alert(1)</script>b')).toBe('ab');
    expect(sanitizeRichText('a<SCRIPT src=x>alert(1)</SCRIPT >b<style>p{}</style>')).toBe('ab');
    expect(sanitizeRichText('<scr<script>x</script>ipt>alert(1)</script>')).not.toMatch(/<script/i);
    expect(sanitizeRichText('x<iframe src="https://e.com"></iframe><svg onload=alert(1)><p>')).toBe('x');
    expect(sanitizeRichText('unclosed <script>alert(1)')).toBe('unclosed');
    expect(sanitizeRichText('<!-- <script>alert(1)</script> -->ok')).toBe('ok');
  });

  it('drops unknown tags and event handlers, keeping their text', () => {
    expect(sanitizeRichText('<img src=x onerror="alert(1)">pic')).toBe('pic');
    expect(sanitizeRichText('<div onmouseover="x()">text</div>')).toBe('text');
    expect(sanitizeRichText('<b onclick="a>b">bold</b>')).toBe('<b>bold</b>');
  });

  it('keeps only http(s) and mailto links, opening in a new tab', () => {
    expect(sanitizeRichText('<a href="https://bank.uz/t?a=1">t</a>')).toBe(
      '<a href="https://bank.uz/t?a=1" target="_blank" rel="noopener noreferrer">t</a>',
    );
    expect(sanitizeRichText('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeRichText('<a href="&#106;avascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeRichText('<a href=\'https://x.uz" onclick="y\'>x</a>')).toBe('<a>x</a>');
  });

  it('escapes stray brackets and keeps character references', () => {
    expect(sanitizeRichText('1 < 2 & 3 > 2 &amp; "q"')).toBe('1 &lt; 2 &amp; 3 &gt; 2 &amp; &quot;q&quot;');
    expect(sanitizeRichText('&laquo;Банк&raquo;')).toBe('&laquo;Банк&raquo;');
  });

  it('tells the text a reader sees', () => {
    expect(visibleText('<p> <br> </p>')).toBe('');
    expect(visibleText('<p>Hi <b>you</b></p>')).toBe('Hi you');
  });
});
