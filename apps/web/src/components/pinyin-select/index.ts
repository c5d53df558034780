export { PinyinSelect, type PinyinSelectProps } from './pinyin-select';
export { groupEntries, matches, toEntries, LETTERS, OTHER, type PinyinOption } from './pinyin-groups';
