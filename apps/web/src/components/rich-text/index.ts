export { RichTextEditor, type RichTextEditorProps } from './rich-text-editor';
export { richTextLength, richTextRule, countCharacters, RICH_TEXT_EXCEEDED } from './rich-text-length';
