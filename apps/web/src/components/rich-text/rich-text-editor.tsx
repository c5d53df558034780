import {
  BoldOutlined,
  ItalicOutlined,
  LinkOutlined,
  MinusOutlined,
  OrderedListOutlined,
  PictureOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
  ClearOutlined,
} from '@ant-design/icons';
import Image from '@tiptap/extension-image';
import { CharacterCount, Placeholder } from '@tiptap/extensions';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Button, Select, Space, Tooltip, Typography } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import type { ImageUpload } from '../image-uploader';
import { ImageDialog } from './image-dialog';
import { LinkDialog } from './link-dialog';
import { countCharacters, RICH_TEXT_EXCEEDED } from './rich-text-length';
import './rich-text.css';

/**
 * A stored picture keeps its object key beside its (signed, expiring) URL, so
 * whoever shows the text later can ask for a fresh URL.
 */
const StoredImage = Image.extend({
  addAttributes() {
    return {
      ...this.parent?.(),
      objectKey: {
        default: null,
        parseHTML: (element: HTMLElement) => element.getAttribute('data-object-key'),
        renderHTML: (attributes: { objectKey?: string | null }) => (attributes.objectKey ? { 'data-object-key': attributes.objectKey } : {}),
      },
    };
  },
});

export interface RichTextEditorProps {
  /** HTML, as the server stores it (sanitised there). */
  value?: string;
  onChange?: (html: string) => void;
  /** The most characters allowed; beyond it the count turns red with 已超出字数限制. No limit when unset. */
  maxLength?: number;
  placeholder?: string;
  disabled?: boolean;
  /** Height of the writing area. */
  height?: number;
  /** How pictures are sent; fileManage/uploadFile unless given. */
  upload?: ImageUpload;
  /** Set by Form.Item, so the item's label names the editor. */
  id?: string;
}

const HEADINGS = [
  { value: 0, label: '正文' },
  { value: 1, label: '标题 1' },
  { value: 2, label: '标题 2' },
  { value: 3, label: '标题 3' },
  { value: 4, label: '标题 4' },
];

/**
 * The HTML handed out: the editor keeps an empty paragraph after a closing
 * list, quote or picture (so the cursor can go there) and writes an empty
 * document as `<p></p>`; neither is content.
 */
const htmlOf = (editor: Editor) => editor.getHTML().replace(/(<p><\/p>)+$/, '');

/**
 * The rich-text editor (spec §2, §5) on Tiptap: headings, marks, lists,
 * quotes, links, pictures through 上传图片, undo; a character count against
 * an optional maximum, flagged when exceeded (typing is not cut off, so a
 * pasted text can be shortened). The HTML it writes is what the server's
 * allow-list sanitiser keeps.
 */
export function RichTextEditor({ value, onChange, placeholder = '请输入内容', disabled = false, height = 240, ...rest }: RichTextEditorProps) {
  // Made once the editor is mounted, not while rendering: Tiptap destroys an
  // editor made during a render whose commit comes more than a tick later (a
  // lazily loaded form renders in slices), and the form then met a dead editor.
  const editor = useEditor({
    immediatelyRender: false,
    extensions: [
      StarterKit.configure({ heading: { levels: [1, 2, 3, 4] }, link: { openOnClick: false, autolink: true, protocols: ['mailto', 'tel'] } }),
      StoredImage,
      // No limit here: the spec flags an over-long text rather than refusing keystrokes.
      CharacterCount.configure({ textCounter: countCharacters }),
      Placeholder.configure({ placeholder }),
    ],
    content: value ?? '',
    editable: !disabled,
    onUpdate: ({ editor: e }) => onChange?.(htmlOf(e)),
  });
  if (!editor) return <div className="rich-text rich-text--starting" id={rest.id} style={{ minHeight: height }} aria-busy="true" />;
  return <EditorFrame editor={editor} value={value} disabled={disabled} height={height} {...rest} />;
}

type EditorFrameProps = Omit<RichTextEditorProps, 'onChange' | 'placeholder'> & { editor: Editor; disabled: boolean; height: number };

/** The toolbar, writing area and count around a live editor. */
function EditorFrame({ editor, value, maxLength, disabled, height, upload, id }: EditorFrameProps) {
  // A value set from outside (a form loading a record) replaces the document; our own echo does not.
  useEffect(() => {
    const next = value ?? '';
    if (next !== htmlOf(editor)) editor.commands.setContent(next, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    // Without emitting an update: a form would take it for an edit and judge the still-empty field at once.
    editor.setEditable(!disabled, false);
  }, [editor, disabled]);

  const state = useEditorState({
    editor,
    selector: ({ editor: e }: { editor: Editor }) => ({
      count: e.storage.characterCount.characters(),
      heading: [1, 2, 3, 4].find((level) => e.isActive('heading', { level })) ?? 0,
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      strike: e.isActive('strike'),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      blockquote: e.isActive('blockquote'),
      link: e.isActive('link'),
      href: (e.getAttributes('link').href as string | undefined) ?? '',
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });

  const [imageOpen, setImageOpen] = useState(false);
  const [linkOpen, setLinkOpen] = useState(false);
  const over = maxLength !== undefined && state.count > maxLength;
  const chain = () => editor.chain().focus();

  const tool = (label: string, icon: ReactNode, onClick: () => void, active = false, enabled = true) => (
    <Tooltip title={label} key={label}>
      <Button type={active ? 'primary' : 'text'} ghost={active} size="small" icon={icon} aria-label={label} aria-pressed={active} disabled={disabled || !enabled} onClick={onClick} />
    </Tooltip>
  );

  return (
    <div className={`rich-text${over ? ' rich-text--over' : ''}${disabled ? ' rich-text--disabled' : ''}`} id={id}>
      <div className="rich-text__toolbar" role="toolbar" aria-label="格式">
        <Select
          size="small"
          aria-label="段落格式"
          value={state.heading}
          options={HEADINGS}
          disabled={disabled}
          style={{ width: 92 }}
          onChange={(level) => (level === 0 ? chain().setParagraph().run() : chain().toggleHeading({ level: level as 1 | 2 | 3 | 4 }).run())}
        />
        <Space size={2} wrap>
          {tool('加粗', <BoldOutlined />, () => chain().toggleBold().run(), state.bold)}
          {tool('斜体', <ItalicOutlined />, () => chain().toggleItalic().run(), state.italic)}
          {tool('下划线', <UnderlineOutlined />, () => chain().toggleUnderline().run(), state.underline)}
          {tool('删除线', <StrikethroughOutlined />, () => chain().toggleStrike().run(), state.strike)}
          {tool('无序列表', <UnorderedListOutlined />, () => chain().toggleBulletList().run(), state.bulletList)}
          {tool('有序列表', <OrderedListOutlined />, () => chain().toggleOrderedList().run(), state.orderedList)}
          {tool('引用', <span className="rich-text__quote-icon">“</span>, () => chain().toggleBlockquote().run(), state.blockquote)}
          {tool('分割线', <MinusOutlined />, () => chain().setHorizontalRule().run())}
          {tool('链接', <LinkOutlined />, () => setLinkOpen(true), state.link)}
          {tool('上传图片', <PictureOutlined />, () => setImageOpen(true))}
          {tool('清除格式', <ClearOutlined />, () => chain().unsetAllMarks().clearNodes().run())}
          {tool('撤销', <UndoOutlined />, () => chain().undo().run(), false, state.canUndo)}
          {tool('重做', <RedoOutlined />, () => chain().redo().run(), false, state.canRedo)}
        </Space>
      </div>
      <EditorContent editor={editor} className="rich-text__content" style={{ minHeight: height }} />
      <div className="rich-text__footer">
        {over && <Typography.Text type="danger">{RICH_TEXT_EXCEEDED}</Typography.Text>}
        <Typography.Text className="rich-text__count" type={over ? 'danger' : 'secondary'}>
          {maxLength === undefined ? state.count : `${state.count}/${maxLength}`}
        </Typography.Text>
      </div>
      <ImageDialog
        open={imageOpen}
        upload={upload}
        onClose={() => setImageOpen(false)}
        onInsert={({ src, alt, objectKey }) => chain().insertContent({ type: 'image', attrs: { src, alt, objectKey } }).run()}
      />
      <LinkDialog
        open={linkOpen}
        initial={state.href}
        onClose={() => setLinkOpen(false)}
        onDone={(href) => (href ? chain().extendMarkRange('link').setLink({ href }).run() : chain().extendMarkRange('link').unsetLink().run())}
      />
    </div>
  );
}
