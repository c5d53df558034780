export {
  IntegerInput,
  MoneyInput,
  NumericInput,
  NumberRangeInput,
  integerRule,
  moneyRule,
  numberRangeRule,
  type IntegerValue,
  type MoneyValue,
  type NumberRange,
  type NumberRangeInputProps,
} from './number-input';
