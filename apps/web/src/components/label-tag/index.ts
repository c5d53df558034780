export { LabelTag, labelOptions } from './label-tag';
