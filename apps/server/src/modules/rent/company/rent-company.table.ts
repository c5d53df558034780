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
  /** Open occupancies of the company's tenants: taken by a conditional update (beds_in_use + n <= bed_quota), given back as they end. */
  bedsInUse: Generated<number>;
  agreementStart: string;
  agreementEnd: string;
  createTime: string;
}

export type RentCompanyRow = Selectable<RentCompanyTable>;
export type NewRentCompany = Insertable<RentCompanyTable>;
