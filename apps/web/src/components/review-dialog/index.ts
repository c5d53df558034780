export { ReviewDialog, type ReviewDecision, type ReviewDialogProps } from './review-dialog';
