export { ModalForm, type ModalFormProps } from './modal-form';
export { contractCount, contractField, contractRules, type ContractField, type TextCount } from './contract-rules';
