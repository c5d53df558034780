export { CompanySelect, type CompanySelectProps } from './company-select';
