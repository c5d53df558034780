export { ListPage, countsFrom, type CountSource, type ListColumn, type ListPageProps, type ListView, type RowOf, type StatusTabs, type TabCounts } from './list-page';
export { FilterForm, type FilterSpec, type FilterValues } from './filter-form';
export { Pager } from './pagination';
export { LoadError, LoadErrorBanner, tableLoadState, type LoadErrorProps, type LoadingQuery } from './load-error';
export { actionsColumn, defaultTitles, exportBesideList, KIND_WIDTH, kindClass, labelColumns, type ColumnExtra } from './column-kinds';
export { openingName } from './opening-name';
