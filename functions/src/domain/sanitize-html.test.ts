import { describe, expect, it } from 'vitest';
import { fillEmptyParagraphs, prepareTopicContent, sanitizeRichText } from './sanitize-html.js';

describe('sanitizeRichText', () => {
  it('keeps what the editor produces', () => {
    const html =
      '<h2 style="text-align:center">Doses</h2><p><strong>Forte</strong> <em>leve</em> <s>riscado</s> <u>sub</u></p>' +
      '<ul><li>um</li></ul><ol><li>dois</li></ol><blockquote>citação</blockquote><hr />' +
      '<table><thead><tr><th scope="col" colspan="2" style="width:120px">Forma</th></tr></thead>' +
      '<tbody><tr><td rowspan="2" style="text-align:right">Citrato</td></tr></tbody></table>' +
      '<p><img src="/uploads/images/abc123.png" alt="Cápsula" width="200" height="100" /></p>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('removes scripts with their content and every event handler', () => {
    const html = '<p onclick="steal()">Oi<script>alert(1)</script></p><img src="/uploads/images/a.png" onerror="alert(1)" />';
    const clean = sanitizeRichText(html);
    expect(clean).toBe('<p>Oi</p><img src="/uploads/images/a.png" />');
  });

  it('drops javascript: and protocol-relative links but keeps the text', () => {
    expect(sanitizeRichText('<a href="javascript:alert(1)">x</a>')).toBe('<a rel="noopener noreferrer" target="_blank">x</a>');
    expect(sanitizeRichText('<a href="JaVaScRiPt&#58;alert(1)">x</a>')).not.toContain('alert');
    expect(sanitizeRichText('<a href="//evil.example/x">x</a>')).not.toContain('evil');
  });

  it('opens http, https and mailto links in a new tab without an opener', () => {
    expect(sanitizeRichText('<a href="https://example.com" target="_self" rel="opener">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeRichText('<a href="mailto:a@b.com">m</a>')).toContain('href="mailto:a@b.com"');
    expect(sanitizeRichText('<a href="ftp://x.com/f">f</a>')).not.toContain('ftp');
  });

  it('removes iframes, objects, forms and style elements', () => {
    const html = '<iframe src="https://evil.example"></iframe><object data="x"></object><form><input /></form><style>p{}</style><p>ok</p>';
    expect(sanitizeRichText(html)).toBe('<p>ok</p>');
  });

  it('keeps only text-align and widths from style attributes', () => {
    expect(sanitizeRichText('<p style="position: fixed; top: 0; text-align: justify">x</p>')).toBe('<p style="text-align:justify">x</p>');
    expect(sanitizeRichText('<p style="background: url(javascript:alert(1))">x</p>')).toBe('<p>x</p>');
    expect(sanitizeRichText('<span style="position:fixed;inset:0">x</span>')).toBe('<span>x</span>');
    expect(sanitizeRichText('<td style="width: expression(alert(1))">x</td>')).not.toContain('expression');
  });

  it('drops images that are not our uploads: data URLs, external hosts, path tricks', () => {
    for (const src of [
      'data:image/png;base64,iVBORw0KGgo=',
      'https://evil.example/uploads/images/a.png',
      '//evil.example/uploads/images/a.png',
      '/uploads/images/../../secret',
      '/uploads/users/a.png',
      'javascript:alert(1)',
    ]) {
      expect(sanitizeRichText(`<p>a<img src="${src}" />b</p>`)).toBe('<p>ab</p>');
    }
    expect(sanitizeRichText('<img src="uploads/images/a.png" />')).toBe('<img src="/uploads/images/a.png" />');
    expect(sanitizeRichText('<img src="https://evil.example/x.png"><a href="https://a.example">link</a><p>depois</p>')).toBe(
      '<a href="https://a.example" rel="noopener noreferrer" target="_blank">link</a><p>depois</p>',
    );
  });

  it('escapes text so that it cannot reopen markup', () => {
    expect(sanitizeRichText('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>')).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>');
    expect(sanitizeRichText('<svg><script>alert(1)</script></svg><math><mi>x</mi></math>')).not.toMatch(/<svg|<script|<math/);
  });
});

describe('fillEmptyParagraphs', () => {
  it('turns empty, br-only and whitespace-only paragraphs into a non-breaking-space paragraph', () => {
    expect(fillEmptyParagraphs('<p></p><p><br></p><p><br /></p><p>   </p><p>texto</p>')).toBe(
      '<p>&nbsp;</p><p>&nbsp;</p><p>&nbsp;</p><p>&nbsp;</p><p>texto</p>',
    );
  });

  it('keeps the alignment of an empty paragraph', () => {
    expect(fillEmptyParagraphs('<p style="text-align:center"></p>')).toBe('<p style="text-align:center">&nbsp;</p>');
  });
});

describe('prepareTopicContent', () => {
  it('cleans first, so a paragraph emptied by the cleaning is filled too', () => {
    expect(prepareTopicContent('<p><script>alert(1)</script></p><p>a</p>')).toBe('<p>&nbsp;</p><p>a</p>');
  });
});
