import type { Generated, Insertable, Selectable } from 'kysely';

/** A passed company enrolled to rent beds (租赁企业), with its bed quota. */
export interface RentCompanyTable {
  id: Generated<number>;
  cmpyCode: string;
  cmpyName: string;
  countyCode: string;
  contactPerson: string;
  contactPhone: string;
  bedQuota: number;
  agreementStart: string;
  agreementEnd: string;
  createTime: string;
}

export type RentCompanyRow = Selectable<RentCompanyTable>;
export type NewRentCompany = Insertable<RentCompanyTable>;
