/** Administrative regions; (level, code) is the key because 东莞 441900 is a city and its own county. */
export interface ComRegionTable {
  /** 1 province, 2 city, 3 county, 4 street. */
  level: number;
  code: string;
  name: string;
  /** '' for provinces. */
  parentCode: string;
  gcj02Lng: number | null;
  gcj02Lat: number | null;
}
