import { describe, expect, it } from 'vitest';
import { decodeTopology, intersects, isTopoFile, type TopoFile } from './topojson';
import { tilesOf } from './tiles';

/** Two unit squares side by side sharing the edge x = 101 (arc 0), as the builder writes them. */
const TWO_SQUARES: TopoFile = {
  type: 'Topology',
  transform: { scale: [0.001, 0.001], translate: [100, 30] },
  objects: {
    regions: {
      type: 'GeometryCollection',
      geometries: [
        { type: 'MultiPolygon', bbox: [100, 30, 101, 31], properties: { code: '410101', name: '西', level: 'county', cp: null, children: null }, arcs: [[[0, 1]]] },
        { type: 'MultiPolygon', bbox: [101, 30, 102, 31], properties: { code: '410102', name: '东', level: 'county', cp: null, children: null }, arcs: [[[2, -1]]] },
      ],
    },
  },
  arcs: [
    // x = 101 from south to north
    [
      [1000, 0],
      [0, 1000],
    ],
    // west square's other three sides, north-east corner back to the south-east corner
    [
      [1000, 1000],
      [-1000, 0],
      [0, -1000],
      [1000, 0],
    ],
    // east square's other three sides
    [
      [1000, 0],
      [1000, 0],
      [0, 1000],
      [-1000, 0],
    ],
  ],
};

describe('boundary files', () => {
  it('decodes delta-encoded arcs into closed rings, shared arcs walked either way', () => {
    expect(isTopoFile(TWO_SQUARES)).toBe(true);
    expect(isTopoFile({ type: 'FeatureCollection', features: [] })).toBe(false);
    const [west, east] = decodeTopology(TWO_SQUARES);
    expect(west.properties.name).toBe('西');
    expect(west.rings).toEqual([
      [
        [101, 30],
        [101, 31],
        [100, 31],
        [100, 30],
        [101, 30],
      ],
    ]);
    expect(east.rings).toEqual([
      [
        [101, 30],
        [102, 30],
        [102, 31],
        [101, 31],
        [101, 30],
      ],
    ]);
  });

  it('tells which boxes overlap the view', () => {
    expect(intersects([100, 30, 101, 31], [100.5, 30.5, 102, 32])).toBe(true);
    expect(intersects([100, 30, 101, 31], [101.5, 30, 102, 31])).toBe(false);
  });

  it('asks for no tiles without a configured tile URL, and covers the view with tiles when there is one', () => {
    expect(tilesOf(0, 0, 600, 300, 8, null)).toEqual([]);
    const tiles = tilesOf(256 * 10 + 100, 256 * 20, 600, 300, 8, 'https://webrd0{s}.example/tile?x={x}&y={y}&z={z}');
    // From 100 px into tile 10, 600 px across reach into tile 12; 300 px down from the top of tile 20 reach into 21.
    expect(tiles.map((t) => t.key)).toEqual(['8/10/20', '8/11/20', '8/12/20', '8/10/21', '8/11/21', '8/12/21']);
    expect(tiles[0]).toEqual({ key: '8/10/20', url: 'https://webrd03.example/tile?x=10&y=20&z=8', left: -100, top: 0 });
  });
});
