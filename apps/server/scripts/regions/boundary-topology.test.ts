import { describe, expect, it } from 'vitest';
import type { LngLat } from './boundary-source.js';
import { coordinatesOf, simplifyKeys, Topology as Pieces, type MergeOptions, type PolygonCoordinates } from './boundary-topology.js';

/** The topology with merges answered as plain coordinates. */
class Topology extends Pieces {
  outline(regions: readonly number[], options: MergeOptions): PolygonCoordinates[] {
    return coordinatesOf(this.merge(regions, options));
  }
}

/** A border from (x, y0) up to (x, y1) that wiggles east and west by `amplitude` degrees. */
function wigglyBorder(x: number, y0: number, y1: number, steps: number, amplitude: number): LngLat[] {
  return Array.from({ length: steps + 1 }, (_, i): LngLat => [x + (i % 2 === 1 ? amplitude * ((i % 4) - 2) : 0), y0 + ((y1 - y0) * i) / steps]);
}

/** West square [100,101]×[30,31] and east square [101,102]×[30,31] sharing a wiggly border at x=101. */
function neighbours(): PolygonCoordinates[][] {
  const border = wigglyBorder(101, 30, 31, 40, 0.002);
  const west: LngLat[] = [[100, 30], ...border, [100, 31], [100, 30]];
  const east: LngLat[] = [[102, 30], [102, 31], ...[...border].reverse(), [102, 30]];
  return [[[west]], [[east]]];
}

const strict = { tolerance: 0.0001, minArea: 0 };
const coarse = { tolerance: 0.01, minArea: 0 };
/** Distinct points of a closed ring near the meridian x. */
const pointsNear = (ring: LngLat[], x: number) => [...new Set(ring.filter(([lng]) => Math.abs(lng - x) < 0.05).map((p) => p.join()))];

describe('boundary topology', () => {
  it('Douglas–Peucker keeps the ends and the points farther than the tolerance', () => {
    const key = (x: number, y: number) => x * 1e7 + y;
    const line = [key(0, 0), key(5, 1), key(10, 0), key(15, 20), key(20, 0)];
    // (10,0) lies 8 off the line to (15,20); (5,1) lies 1 off the line to (10,0).
    expect(simplifyKeys(line, 2)).toEqual([key(0, 0), key(10, 0), key(15, 20), key(20, 0)]);
    expect(simplifyKeys(line, 0.5)).toEqual(line);
  });

  it('simplifies a border two regions share the same way on both sides', () => {
    const topology = new Topology(neighbours());
    const [west] = topology.outline([0], coarse);
    const [east] = topology.outline([1], coarse);
    expect(new Set(pointsNear(west[0], 101))).toEqual(new Set(pointsNear(east[0], 101)));
    // The wiggles (0.002°) are under the tolerance: the border is straight again.
    expect(pointsNear(west[0], 101).sort()).toEqual(['101,30', '101,31']);
    // At a tolerance under the grid every wiggle stays (20 turns and the ends; the points
    // between two turns lie on the line joining them).
    expect(pointsNear(topology.outline([0], strict)[0][0], 101)).toHaveLength(22);
    expect(pointsNear(topology.outline([0, 1], strict)[0][0], 101)).toHaveLength(2);
  });

  it('merges neighbours into one outline without their shared border', () => {
    const topology = new Topology(neighbours());
    const merged = topology.outline([0, 1], coarse);
    expect(merged).toHaveLength(1);
    expect(merged[0]).toHaveLength(1);
    // The former junctions stay as points on the straight edges; the border between them is gone.
    expect(new Set(merged[0][0].map((p) => p.join()))).toEqual(new Set(['100,30', '101,30', '102,30', '102,31', '101,31', '100,31']));
  });

  it('keeps an enclave as a hole of the region around it, and fills it when both merge', () => {
    const host: PolygonCoordinates = [
      [[110, 20], [114, 20], [114, 24], [110, 24], [110, 20]],
      [[111, 21], [111, 23], [113, 23], [113, 21], [111, 21]],
    ];
    const enclave: PolygonCoordinates = [[[111, 21], [113, 21], [113, 23], [111, 23], [111, 21]]];
    const topology = new Topology([[host], [enclave]]);
    const [hostOnly] = topology.outline([0], strict);
    expect(hostOnly).toHaveLength(2);
    expect(topology.outline([1], strict)[0]).toHaveLength(1);
    const both = topology.outline([0, 1], strict);
    expect(both).toHaveLength(1);
    expect(both[0]).toHaveLength(1);
  });

  it('leaves out islands under the minimum area but never a region’s largest ring', () => {
    const main: LngLat[] = [[100, 30], [101, 30], [101, 31], [100, 31], [100, 30]];
    const islet: LngLat[] = [[102, 30], [102.01, 30], [102.01, 30.01], [102, 30.01], [102, 30]];
    const topology = new Topology([[[main], [islet]], [[islet.map(([x, y]): LngLat => [x + 1, y])]]]);
    expect(topology.outline([0], { tolerance: 0.0001, minArea: 0.001 })).toHaveLength(1);
    expect(topology.outline([0], { tolerance: 0.0001, minArea: 0 })).toHaveLength(2);
    expect(topology.outline([1], { tolerance: 0.0001, minArea: 0.001 })).toHaveLength(1);
  });

  it('treats a border whose two sides differ in a point as one border', () => {
    // The west side has an extra point on the shared border that the east side lacks, as
    // neighbours drawn in different source files do.
    const border: LngLat[] = Array.from({ length: 21 }, (_, i): LngLat => [101 + (i % 2) * 0.002, 30 + i * 0.05]);
    const withExtra = [...border.slice(0, 10), [101.0005, 30.475] as LngLat, ...border.slice(10)];
    const west: LngLat[] = [[100, 30], ...withExtra, [100, 31], [100, 30]];
    const east: LngLat[] = [[102, 30], [102, 31], ...[...border].reverse(), [102, 30]];
    const topology = new Topology([[[west]], [[east]]]);
    // One piece per border: west–east, west's three outer sides, east's three outer sides.
    expect(topology.pieceCount).toBe(3);
    const merged = topology.outline([0, 1], coarse);
    expect(merged).toHaveLength(1);
    expect(merged[0]).toHaveLength(1);
    expect(pointsNear(merged[0][0], 101)).toEqual(expect.arrayContaining(['101,30', '101,31']));
    expect(pointsNear(merged[0][0], 101)).toHaveLength(2);
  });
});
