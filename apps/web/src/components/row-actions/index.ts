export { ActionLink, ConfirmAction, RowActions } from './row-actions';
