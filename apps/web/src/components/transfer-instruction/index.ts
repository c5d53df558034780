export { TransferInstructionLink } from './transfer-instruction-link';
