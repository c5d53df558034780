export { SlideVerify, SLIDE_TEXT, type SlideVerifyHandle, type SlideVerifyProps } from './slide-verify';
