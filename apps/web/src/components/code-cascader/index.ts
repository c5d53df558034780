export { CodeCascader, type CodeCascaderProps } from './code-cascader';
