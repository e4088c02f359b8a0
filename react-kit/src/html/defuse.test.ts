import { describe, expect, it } from 'vitest';
import { defuseInlineHandlers } from './defuse';

describe('defusing inline handlers before sanitizing', () => {
  it('renames every handler attribute in every tag', () => {
    const html = '<p onclick="x()">a</p><img src=x onerror="y()" onload=\'z()\'><svg/onload=alert(1)>';
    const out = defuseInlineHandlers(html);
    expect(out).not.toMatch(/[\s/"']on[a-z]+\s*=/i);
    expect(out).toContain('data-defused-onerror="y()"');
    expect(out).toContain('<svg/data-defused-onload=alert(1)>');
  });

  it('leaves text and ordinary attributes alone', () => {
    const html = '<p>Call on=me or online = yes</p><a href="/x" title="on top">one</a>';
    expect(defuseInlineHandlers(html)).toBe(html);
  });

  it('never rewrites inside an attribute value', () => {
    const html = '<a href="https://example.co.uk/status/online=yes" data-x=\'a onload=b\'>x</a>';
    expect(defuseInlineHandlers(html)).toBe(html);
  });

  it('reads a quoted > as part of the value', () => {
    expect(defuseInlineHandlers('<img alt="a>b" onerror=x()>')).toBe('<img alt="a>b" data-defused-onerror=x()>');
  });
});
