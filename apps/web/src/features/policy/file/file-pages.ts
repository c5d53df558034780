/** 政策文件, 政策事项 and 政策申报 in one chunk: one lazy import in the shell's screen list instead of three (the shell is at its budget). */
export { default as FilePage } from './file-page';
export { default as ItemPage } from '../item/item-page';
export { default as DeclarePage } from '../declare/declare-page';
