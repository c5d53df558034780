export { ReasonDialog, type ReasonDialogProps } from './reason-dialog';
