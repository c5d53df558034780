import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/** A 合同模板: rich text (source 1) or a PDF kept by the e-sign provider (source 2), one version of a name per company. */
export interface ContractModelTable {
  id: Generated<number>;
  modelCode: string;
  modelName: string;
  modelType: number;
  sourceType: number;
  version: number;
  cmpyId: number;
  content: string;
  pdfKey: string;
  pdfSha256: string;
  pdfSize: number;
  esignProvider: string;
  esignRef: string;
  approveState: number;
  isEnable: number;
  rejectDesc: string;
  submitterId: number | null;
  submitterName: string;
  reviewerName: string;
  reviewTime: string;
  createTime: string;
  updateTime: string;
}

export type ContractModelRow = Selectable<ContractModelTable>;
export type NewContractModel = Insertable<ContractModelTable>;
export type ContractModelChanges = Updateable<ContractModelTable>;
