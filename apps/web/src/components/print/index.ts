export { PrintButton, printElement, type PrintButtonProps } from './print';
