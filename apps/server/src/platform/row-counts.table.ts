/** Rows of a table per bucket (its status), kept by triggers: see installRowCounter. */
export interface SysRowCountTable {
  tableName: string;
  bucket: number;
  n: number;
}
