import { describe, expect, it } from 'vitest';
import { readPdf } from '../../../test/pdf-text.js';
import type { ResumePdfData } from './resume-pdf.document.js';
import { renderResumePdf } from './resume-pdf.js';

const DATA: ResumePdfData = {
  name: '欧阳晓燕',
  facts: [['性别', '女']],
  intention: [['期望岗位', '会计']],
  selfIntro: '',
  sections: [{ title: '工作经历', items: [] }],
  footer: '测试',
};

describe('resume PDF', () => {
  it('draws Chinese text in the configured font, embedded as a subset', async () => {
    const bytes = await renderResumePdf({ pdfFont: { path: '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc', name: 'NotoSansCJKsc-Regular' } }, DATA);
    const pdf = readPdf(Buffer.from(bytes));
    expect(pdf.embedded).toBe(true);
    expect(pdf.fonts.every((f) => /^[A-Z]{6}\+NotoSansCJKsc-Regular$/.test(f))).toBe(true);
    expect(pdf.text).toContain('欧阳晓燕');
    expect(pdf.text).toContain('期望岗位：会计');
    expect(pdf.text).toContain('暂无');
  });

  it('refuses with 503 and a message an operator can act on when the font is missing', async () => {
    await expect(renderResumePdf({ pdfFont: { path: '/nonexistent/fonts/cjk.ttc', name: 'X' } }, DATA)).rejects.toMatchObject({
      status: 503,
      message: '生成简历 PDF 所需的中文字体不存在（/nonexistent/fonts/cjk.ttc），请安装 fonts-noto-cjk 或通过 PDF_FONT_PATH 指定字体文件',
    });
  });
});
