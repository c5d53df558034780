export { PinyinSelect, type PinyinSelectProps } from './pinyin-select';
export { LETTERS, OTHER, type PinyinOption } from './pinyin-letters';
export { pinyinGroups } from './pinyin-loader';
export type { PinyinEntry } from './pinyin-groups';
