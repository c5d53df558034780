export { ModalForm, type ModalFormProps } from './modal-form';
export { contractRules } from './contract-rules';
