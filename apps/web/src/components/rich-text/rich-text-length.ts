import { richTextLength } from '@hrbd/contract';
import type { FormRule } from 'antd';

export { countCharacters, richTextLength } from '@hrbd/contract';

/** Over the maximum (glossary §6). */
export const RICH_TEXT_EXCEEDED = '已超出字数限制';

/** Form rule for a rich-text field with a maximum: 已超出字数限制 when the text is longer. */
export function richTextRule(max: number): FormRule {
  return {
    validator: (_, html: string | undefined) => (richTextLength(html) > max ? Promise.reject(new Error(RICH_TEXT_EXCEEDED)) : Promise.resolve()),
  };
}
