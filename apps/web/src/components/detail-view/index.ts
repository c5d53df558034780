export { DetailView, type DetailField, type DetailViewProps } from './detail-view';
