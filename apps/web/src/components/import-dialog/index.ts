export { ImportDialog, IMPORT_MAX_BYTES, type ImportDialogProps, type ImportSummary, type ImportTemplate } from './import-dialog';
