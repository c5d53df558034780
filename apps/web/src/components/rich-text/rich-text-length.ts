import type { FormRule } from 'antd';

/** Over the maximum (glossary §6). */
export const RICH_TEXT_EXCEEDED = '已超出字数限制';

/** Characters as people count them: code points, so 汉字 and emoji count one each. */
export const countCharacters = (text: string) => [...text].length;

/**
 * The characters of an HTML fragment, as the editor counts them: its text,
 * and one for each picture, rule and line break (Tiptap counts a leaf node as
 * one character).
 */
export function richTextLength(html: string | null | undefined): number {
  if (!html) return 0;
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return countCharacters(doc.body.textContent ?? '') + doc.body.querySelectorAll('img, hr, br').length;
}

/** Form rule for a rich-text field with a maximum: 已超出字数限制 when the text is longer. */
export function richTextRule(max: number): FormRule {
  return {
    validator: (_, html: string | undefined) => (richTextLength(html) > max ? Promise.reject(new Error(RICH_TEXT_EXCEEDED)) : Promise.resolve()),
  };
}
