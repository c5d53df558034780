import { describe, expect, it } from 'vitest';
import { richTextLength } from './rich-text.js';

describe('rich text length', () => {
  it('counts characters as the editor does: code points, entities as one, a picture, rule or line break as one', () => {
    expect(richTextLength('<p>岗位&amp;职责😀</p><hr /><p>a<br />b<img src="/files/x.png" /></p>')).toBe(6 + 1 + 3 + 1);
    expect(richTextLength('<p>&lt;b&gt; &#x4E2D;&#25991;&nbsp;</p>')).toBe(7);
  });

  it('reads a quoted attribute holding > as part of its tag', () => {
    expect(richTextLength('<p><img alt="a>b" src="/files/x.png">图</p>')).toBe(2);
    expect(richTextLength(null)).toBe(0);
  });
});
