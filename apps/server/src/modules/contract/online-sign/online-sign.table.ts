import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/** An online signing of a model between its company (甲方) and a worker (乙方). */
export interface ContractSignTable {
  id: Generated<number>;
  signCode: string;
  modelId: number;
  cmpyId: number;
  workerName: string;
  workerIdCard: string;
  workerMobile: string;
  /** 合同期限, YYYY-MM-DD. */
  startDate: string;
  endDate: string;
  /** 签署截止时间: unsigned by then, the scheduler expires it. */
  deadline: string;
  signState: number;
  signTime: Generated<string>;
  refuseReason: Generated<string>;
  /** The signed PDF (已签署 only) and its SHA-256 kept at signing. */
  pdfKey: Generated<string>;
  pdfSha256: Generated<string>;
  pdfSize: Generated<number>;
  esignProvider: Generated<string>;
  esignRef: Generated<string>;
  createTime: string;
  updateTime: string;
}

export type ContractSignRow = Selectable<ContractSignTable>;
export type NewContractSign = Insertable<ContractSignTable>;
export type ContractSignChanges = Updateable<ContractSignTable>;
