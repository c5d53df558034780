export { EmptyData, type EmptyDataProps } from './empty-data';
