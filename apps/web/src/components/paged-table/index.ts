export { PagedTable, type PageAsked, type PagedTableProps, type RecordOf } from './paged-table';
