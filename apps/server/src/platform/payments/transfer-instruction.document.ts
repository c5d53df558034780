import { PDF_INK as INK, PDF_MUTED as MUTED, PDF_RULE as RULE, startA4Pdf } from '../pdf/pdf-document.js';
import type { PdfFont } from '../pdf/pdf-protocol.js';
import type { PayoutOrder } from './payment-channel.js';

/** A payout as its transfer instruction (转账指令) prints it. */
export interface TransferInstruction extends PayoutOrder {
  /** The pay step's request number, so the bank's voucher can be matched to it. */
  requestNo: string;
  /** When 发起 was pressed, `YYYY-MM-DD HH:mm:ss`. */
  requestedAt: string;
  operatorName: string;
}

const DIGITS = '零壹贰叁肆伍陆柒捌玖';
const UNITS = ['', '拾', '佰', '仟'];
const GROUPS = ['', '万', '亿', '万亿'];

/** 人民币大写 as banks write it (壹仟贰佰叁拾肆元伍角陆分, 整 when no fen). */
export function yuanInWords(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`not an amount of cents: ${cents}`);
  const yuan = Math.floor(cents / 100);
  const jiao = Math.floor(cents / 10) % 10;
  const fen = cents % 10;
  let words = '';
  if (yuan > 0) {
    const groups: number[] = [];
    for (let rest = yuan; rest > 0; rest = Math.floor(rest / 10_000)) groups.push(rest % 10_000);
    let zeroPending = false;
    for (let g = groups.length - 1; g >= 0; g--) {
      const group = groups[g];
      if (group === 0) {
        zeroPending = words !== '';
        continue;
      }
      let part = '';
      for (let u = 3; u >= 0; u--) {
        const digit = Math.floor(group / 10 ** u) % 10;
        if (digit === 0) {
          zeroPending = words !== '' || part !== '';
        } else {
          if (zeroPending) part += '零';
          zeroPending = false;
          part += DIGITS[digit] + UNITS[u];
        }
      }
      words += part + GROUPS[g];
    }
    words += '元';
  }
  if (jiao === 0 && fen === 0) return (words || '零元') + '整';
  if (jiao > 0) words += DIGITS[jiao] + '角';
  else if (yuan > 0) words += '零';
  if (fen > 0) words += DIGITS[fen] + '分';
  return words;
}

const MARGIN = 56;

/** Draws the instruction on A4 with the given font and answers the PDF's bytes. */
export function writeTransferInstructionPdf(data: TransferInstruction, font: PdfFont): Promise<Uint8Array> {
  const { doc, width, finish } = startA4Pdf(font, { title: `转账指令 - ${data.orderCode}`, margin: MARGIN });

  doc.fillColor(INK).fontSize(20).text('转账指令', { align: 'center' });
  doc.moveDown(0.3);
  doc.fillColor(MUTED).fontSize(10).text(`请求号：${data.requestNo}`, { align: 'center' });
  doc.moveDown(1);

  const rows: Array<readonly [string, string]> = [
    ['业务单号', data.orderCode],
    ['用途', data.purpose],
    ['收款人', data.payeeName],
    ['收款账号', data.payeeAccount],
    ['开户银行', data.payeeBank],
    ['金额（小写）', `¥${(data.amount / 100).toFixed(2)}`],
    ['金额（大写）', yuanInWords(data.amount)],
    ['发起人', data.operatorName],
    ['发起时间', data.requestedAt],
  ];
  const labelWidth = 110;
  let y = doc.y;
  doc.strokeColor(RULE).lineWidth(0.8);
  doc.moveTo(MARGIN, y).lineTo(MARGIN + width, y).stroke();
  for (const [label, value] of rows) {
    const top = y + 8;
    doc.fillColor(MUTED).fontSize(11).text(label, MARGIN + 8, top, { width: labelWidth - 16 });
    doc.fillColor(INK).fontSize(11.5).text(value || '—', MARGIN + labelWidth, top, { width: width - labelWidth - 8 });
    y = Math.max(doc.y, top + 14) + 8;
    doc.moveTo(MARGIN, y).lineTo(MARGIN + width, y).stroke();
  }
  doc.moveTo(MARGIN, doc.y).stroke();

  doc.x = MARGIN;
  doc.y = y + 24;
  doc
    .fillColor(MUTED)
    .fontSize(10)
    .text('办理后请在系统中“登记结果”：填写银行回单上的凭证号、金额、日期并上传回单图片；银行退回的，登记失败原因。凭证号不可重复使用。', { width, lineGap: 2 });
  doc.moveDown(3);
  doc.fillColor(INK).fontSize(11).text('经办人：____________    复核人：____________    日期：____________', { width });
  return finish();
}
