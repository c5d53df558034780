import { fileApi, type FileRecord } from '@hrbd/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Form } from 'antd';
import { useLayoutEffect, useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeUploads } from '../../test/fake-uploads';
import { chooseFiles, makeFile, renderWidget } from '../../test/render-widget';
import { RichTextEditor } from './rich-text-editor';
import { richTextLength, richTextRule } from './rich-text-length';

const KEY = 'image/202501/0123456789abcdef0123456789abcdef.png';
const record: FileRecord = {
  objectKey: KEY,
  url: `/files/${KEY}?expires=1&sig=x`,
  fileName: 'site.png',
  fileSize: 2048,
  fileType: 'image',
  contentType: 'image/png',
  expireTime: '2030-01-01 00:00:00',
};

/** The editor in a form field's place: it keeps the value it is given back. */
function Field({ initial = '', maxLength, onChange }: { initial?: string; maxLength?: number; onChange?: (html: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <RichTextEditor
      value={value}
      maxLength={maxLength}
      onChange={(html) => {
        setValue(html);
        onChange?.(html);
      }}
    />
  );
}

const content = () => document.querySelector<HTMLElement>('.rich-text .tiptap')!;
const count = () => document.querySelector('.rich-text__count');

// ProseMirror measures text to place the cursor and scroll to it; jsdom lays nothing out, so every box is empty.
beforeAll(() => {
  const none = () => new DOMRect(0, 0, 0, 0);
  const noRects = (): DOMRectList => Object.assign([], { item: () => null });
  Range.prototype.getBoundingClientRect = none;
  Range.prototype.getClientRects = noRects;
  document.elementFromPoint = () => null;
});

describe('rich-text editor', { timeout: 60_000 }, () => {
  it('counts characters against the maximum and flags a text over it', async () => {
    const { rerender } = renderWidget(<RichTextEditor value="<p>招聘简章</p>" maxLength={10} />);
    expect(content()).toHaveTextContent('招聘简章');
    expect(count()).toHaveTextContent('4/10');
    expect(screen.queryByText('已超出字数限制')).not.toBeInTheDocument();

    rerender(<RichTextEditor value="<p>欢迎应届毕业生与退役军人报名参加</p>" maxLength={10} />);
    await waitFor(() => expect(count()).toHaveTextContent('16/10'));
    expect(screen.getByText('已超出字数限制')).toBeInTheDocument();
    expect(count()).toHaveClass('ant-typography-danger');
    expect(document.querySelector('.rich-text')).toHaveClass('rich-text--over');
    // Nothing is cut off: the whole text stays for the person to shorten.
    expect(content()).toHaveTextContent('欢迎应届毕业生与退役军人报名参加');
  });

  it('counts a picture, a rule and a line break as one character each, as the form rule does', async () => {
    const html = '<p>现场<br>照片</p><img src="/files/image/202501/a.png"><hr>';
    renderWidget(<RichTextEditor value={html} maxLength={10} />);
    await waitFor(() => expect(count()).toHaveTextContent(`${richTextLength(html)}/10`));
  });

  it('has no limit when no maximum is set', () => {
    renderWidget(<RichTextEditor value={`<p>${'岗'.repeat(5000)}</p>`} />);
    expect(count()).toHaveTextContent(/^5000$/);
    expect(screen.queryByText('已超出字数限制')).not.toBeInTheDocument();
  });

  it('takes typing and formats the selection from the toolbar', async () => {
    const onChange = vi.fn();
    renderWidget(<Field onChange={onChange} />);
    await userEvent.click(content());
    await userEvent.type(content(), '岗位职责');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('<p>岗位职责</p>'));
    await userEvent.keyboard('{Control>}a{/Control}');
    await userEvent.click(screen.getByRole('button', { name: '加粗' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('<p><strong>岗位职责</strong></p>'));
    expect(screen.getByRole('button', { name: '加粗' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: '无序列表' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('<ul><li><p><strong>岗位职责</strong></p></li></ul>'));
    await userEvent.click(screen.getByRole('button', { name: '撤销' }));
    // Undo takes back the list (and, within its grouping delay, the bold made just before).
    await waitFor(() => expect(onChange.mock.lastCall?.[0]).toMatch(/^<p>(<strong>)?岗位职责(<\/strong>)?<\/p>$/));
  });

  it('inserts a picture through 上传图片, sent to fileManage/uploadFile', async () => {
    const uploads = fakeUploads().onForm(fileApi.uploadFile, { code: 200, msg: '上传成功', data: record });
    const onChange = vi.fn();
    renderWidget(<Field initial="<p>现场</p>" onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: '上传图片' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('上传图片', { selector: '.ant-modal-title' })).toBeInTheDocument();
    const ok = within(dialog).getByRole('button', { name: /确\s*定/ });
    expect(ok).toBeDisabled();
    chooseFiles(dialog, [makeFile('site.png', 2048, 'image/png')]);
    await waitFor(() => expect(ok).toBeEnabled());
    expect(uploads.requests[0].url).toBe('/backend-common/fileManage/uploadFile');
    await userEvent.type(within(dialog).getByPlaceholderText('请输入图片描述'), '招聘会现场');
    await userEvent.click(ok);
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(expect.stringContaining(`<img src="/files/${KEY}?expires=1&amp;sig=x" alt="招聘会现场" data-object-key="${KEY}">`)));
  });

  it('refuses a picture of another format before sending it', async () => {
    const uploads = fakeUploads();
    renderWidget(<Field />);
    await userEvent.click(screen.getByRole('button', { name: '上传图片' }));
    const dialog = await screen.findByRole('dialog');
    chooseFiles(dialog, [makeFile('anim.gif', 100, 'image/gif')]);
    expect(await screen.findByText('只能上传png、jpg、jpeg格式的文件，请重新上传')).toBeInTheDocument();
    expect(uploads.requests).toHaveLength(0);
  });

  it('gives forms a rule for the maximum', async () => {
    expect(richTextLength('<p>招聘<strong>简章</strong></p><p>2025</p>')).toBe(8);
    expect(richTextLength('')).toBe(0);
    expect(richTextLength('<p>现场<br>照片</p><img src="/files/a.png"><hr>')).toBe(7);
    const onFinish = vi.fn();
    renderWidget(
      <Form onFinish={onFinish} initialValues={{ content: '<p>一二三四五六</p>' }}>
        <Form.Item label="内容" name="content" rules={[richTextRule(5)]}>
          <RichTextEditor maxLength={5} />
        </Form.Item>
        <Button htmlType="submit">保存</Button>
      </Form>,
    );
    await act(async () => userEvent.click(screen.getByRole('button', { name: /保\s*存/ })));
    await waitFor(() => expect(document.querySelector('.ant-form-item-explain-error')).toHaveTextContent('已超出字数限制'));
    expect(onFinish).not.toHaveBeenCalled();
  });

  it('starts whole when time passes between its first render and its effects, as in a lazily loaded form', async () => {
    // A render that yields (a Suspense retry) runs timers before its effects: a sibling's layout effect stands in for that time.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    function TimePasses() {
      useLayoutEffect(() => void vi.advanceTimersByTime(5), []);
      return null;
    }
    try {
      renderWidget(
        <>
          <RichTextEditor value="<p>已有的活动介绍</p>" />
          <TimePasses />
        </>,
      );
      vi.useRealTimers();
      await waitFor(() => expect(document.querySelector('.ProseMirror')).toHaveTextContent('已有的活动介绍'));
    } finally {
      vi.useRealTimers();
    }
  });
});
