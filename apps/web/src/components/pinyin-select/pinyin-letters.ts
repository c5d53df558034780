export const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');
/** Options whose name starts with neither a letter nor a Chinese character (digits, symbols). */
export const OTHER = '其他';

export interface PinyinOption {
  value: string | number;
  label: string;
}
