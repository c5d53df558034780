import { describe, expect, it } from 'vitest';
import { sanitizeRichText, storedRichText, withFreshPictureUrls } from './sanitize-html.js';
import { FileUrlSigner } from './storage/signed-url.js';

/** An object key of the form the server makes. */
const KEY = 'image/202501/0123456789abcdef0123456789abcdef.png';

describe('rich text sanitiser', () => {
  it('keeps what the editor writes', () => {
    const html = [
      '<h2>招聘简章</h2>',
      '<p>欢迎<strong>应届生</strong>、<em>退役军人</em>报名，<u>截止</u><s>日期</s>见<code>附件</code>。<br>联系电话：0371-12345678</p>',
      '<ul><li><p>岗位一</p></li></ul><ol start="3"><li><p>岗位二</p></li></ol>',
      '<blockquote><p>引用</p></blockquote><pre><code class="language-js">let a = 1;</code></pre><hr>',
      '<p><a href="https://www.example.com/job" target="_blank" rel="noopener noreferrer nofollow">详情</a></p>',
      '<img src="/files/image/202501/0123456789abcdef0123456789abcdef.png?expires=1&amp;sig=x" alt="现场" data-object-key="image/202501/0123456789abcdef0123456789abcdef.png">',
      '<img src="https://img.example.com/a.jpg" alt="" width="320" height="200">',
    ].join('');
    // The same markup back, void elements written self-closed.
    expect(sanitizeRichText(html)).toBe(html.replace(/<(br|hr|img[^>]*)>/g, '<$1 />'));
  });

  it('drops scripts, styles, frames and their content', () => {
    expect(sanitizeRichText('<p>正文</p><script>alert(1)</script><style>p{color:red}</style><iframe src="https://evil.example"></iframe>')).toBe(
      '<p>正文</p>',
    );
    expect(sanitizeRichText('<svg><script>alert(1)</script></svg><p>x</p>')).toBe('<p>x</p>');
  });

  it('drops event handlers and style attributes', () => {
    expect(sanitizeRichText('<p onclick="alert(1)" style="color:red" class="x">段落</p>')).toBe('<p>段落</p>');
    expect(sanitizeRichText(`<img src="/files/${KEY}" onerror="alert(1)">`)).toBe(`<img src="/files/${KEY}" />`);
  });

  it('refuses javascript: and data: URLs, however they are spelt', () => {
    expect(sanitizeRichText('<a href="javascript:alert(1)">点我</a>')).toBe('<a rel="nofollow">点我</a>');
    expect(sanitizeRichText('<a href="jav&#x61;script:alert(1)">点我</a>')).toBe('<a rel="nofollow">点我</a>');
    expect(sanitizeRichText('<a href=" JAVASCRIPT:alert(1)">点我</a>')).toBe('<a rel="nofollow">点我</a>');
    expect(sanitizeRichText('<img src="data:image/png;base64,AAAA">')).toBe('');
    expect(sanitizeRichText('<img src="javascript:alert(1)">')).toBe('');
  });

  it('keeps images only from http(s) and our own files', () => {
    expect(sanitizeRichText('<img src="//evil.example/a.png">')).toBe('');
    expect(sanitizeRichText('<img src="/backend-common/user/logout">')).toBe('');
    expect(sanitizeRichText('<img src="/files/../backend-common/x">')).toBe('');
    // Decoded before the check: escaped dots are still a path elsewhere on the site.
    expect(sanitizeRichText('<img src="/files/%2e%2e/pclogin/x">')).toBe('');
    expect(sanitizeRichText('<img src="/files/%252e%252e/pclogin/x">')).toBe('');
    expect(sanitizeRichText('<img src="/files/image%2f..%2f..%2fpclogin%2fx">')).toBe('');
    expect(sanitizeRichText('<img src="/files/%E0%A4%A">')).toBe('');
    // Only keys of the form the server makes.
    expect(sanitizeRichText('<img src="/files/image/202501/a.png">')).toBe('');
    expect(sanitizeRichText(`<img src="/files/${KEY}?expires=1&amp;sig=x">`)).toBe(`<img src="/files/${KEY}?expires=1&amp;sig=x" />`);
    expect(sanitizeRichText('<img src="ftp://example.com/a.png">')).toBe('');
    expect(sanitizeRichText('<img>')).toBe('');
  });

  it('keeps a picture’s object key only when it is one', () => {
    expect(sanitizeRichText(`<img src="/files/${KEY}" data-object-key="../../etc/passwd" data-x="1">`)).toBe(`<img src="/files/${KEY}" />`);
  });

  it('gives a link that opens a new tab no hold on our window', () => {
    expect(sanitizeRichText('<a href="https://example.com" target="_blank">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">x</a>',
    );
    expect(sanitizeRichText('<a href="mailto:hr@example.com" target="_top">邮件</a>')).toBe('<a href="mailto:hr@example.com" rel="nofollow">邮件</a>');
  });

  it('unwraps tags it does not know but keeps their text', () => {
    expect(sanitizeRichText('<div><span>文字</span><font color="red">红</font></div>')).toBe('文字红');
    expect(sanitizeRichText('<p>a<!-- 注释 -->b</p>')).toBe('<p>ab</p>');
  });

  it('escapes text so it cannot become markup', () => {
    expect(sanitizeRichText('<p>1 &lt; 2 &amp;&amp; "x"</p>')).toBe('<p>1 &lt; 2 &amp;&amp; "x"</p>');
    expect(sanitizeRichText('<p title="x" >a</p><<script>script>alert(1)<</script>/script>')).not.toMatch(/<script/i);
  });
});

describe('stored rich text', () => {
  it('refuses markup that keeps neither text nor a picture, with the field’s message', () => {
    expect(() => storedRichText('<p> </p><script>alert(1)</script>', '请输入岗位描述')).toThrow('请输入岗位描述');
    expect(storedRichText(`<p><img src="/files/${KEY}"></p>`, '请输入岗位描述')).toBe(`<p><img src="/files/${KEY}" /></p>`);
  });

  it('refuses text over a limit, naming the field', () => {
    expect(() => storedRichText(`<p>${'字'.repeat(11)}</p>`, '请输入岗位描述', { label: '岗位描述', max: 10 })).toThrow('岗位描述已超出字数限制（最多 10 字）');
    expect(storedRichText(`<p>${'字'.repeat(10)}</p>`, '请输入岗位描述', { label: '岗位描述', max: 10 })).toBe(`<p>${'字'.repeat(10)}</p>`);
  });

  it('renews the address of every picture naming a valid stored file, and nothing else', () => {
    const key = `image/202501/${'c'.repeat(32)}.png`;
    const signer = new FileUrlSigner(Buffer.from('test secret'));
    const html = `<p>图</p><img src="/files/${key}?sig=old" data-object-key="${key}" /><img src="/files/x.png" data-object-key="../etc" />`;
    const renewed = withFreshPictureUrls(html, signer);
    const [first, second] = [...renewed.matchAll(/src="([^"]+)"/g)].map((m) => new URL(m[1].replace(/&amp;/g, '&'), 'http://x'));
    expect(first.pathname).toBe(`/files/${key}`);
    expect(signer.verify(key, first.searchParams.get('expires') ?? undefined, first.searchParams.get('sig') ?? undefined)).toBe('ok');
    expect(second.href).toBe('http://x/files/x.png');
    expect(withFreshPictureUrls('<p>无图</p>', signer)).toBe('<p>无图</p>');
  });
});
