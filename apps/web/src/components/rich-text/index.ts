export { RichTextEditor } from './rich-text-loader';
export type { RichTextEditorProps } from './rich-text-editor';
export { richTextLength, richTextRule, countCharacters, RICH_TEXT_EXCEEDED } from './rich-text-length';
