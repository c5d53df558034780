import { Spin } from 'antd';
import { Suspense } from 'react';
import { lazyComponent } from '../../lib/lazy-module';
import type { RichTextEditorProps } from './rich-text-editor';

// Tiptap and ProseMirror (~130 KB gzip) load when an editor first renders, not with the screen (issue 9 §4).
const Editor = lazyComponent(() => import('./rich-text-editor').then((m) => ({ default: m.RichTextEditor })));

/** The rich-text editor (rich-text-editor.tsx); a box of its size with a spinner while it loads. */
export function RichTextEditor(props: RichTextEditorProps) {
  const loading = (
    <div
      role="status"
      aria-label="正在加载编辑器"
      style={{
        minHeight: (props.height ?? 240) + 80,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        border: '1px solid #d9d9d9',
        borderRadius: 6,
        background: '#fff',
      }}
    >
      <Spin />
    </div>
  );
  return (
    <Suspense fallback={loading}>
      <Editor {...props} />
    </Suspense>
  );
}
