/**
 * Shared-border topology for simplifying and merging region polygons.
 *
 * Simplifying each polygon on its own moves a border two neighbours share
 * differently on each side, leaving slivers and gaps. Here every ring is cut
 * at its junctions (points where the set of neighbours changes) into pieces;
 * a piece two polygons share is one piece, simplified once (Douglas–Peucker),
 * so neighbours stay flush at every tolerance. Merging regions (counties into
 * their city, cities into their province) is the same pieces with the shared
 * ones cancelled: a border walked both ways inside a group is interior.
 *
 * Points are snapped to a 1/10,000-degree grid (the source data sits on a
 * 1/1,024-degree grid, so no two source points merge) and handled as integer
 * keys `x * 1e7 + y`, which needs longitude and latitude positive (China).
 */
import type { LngLat } from './boundary-source.js';

const GRID = 1e4;
const Y_SPAN = 1e7;

const keyOf = (lng: number, lat: number) => Math.round(lng * GRID) * Y_SPAN + Math.round(lat * GRID);
const xOf = (key: number) => Math.floor(key / Y_SPAN);
const yOf = (key: number) => key - xOf(key) * Y_SPAN;

/** Twice the signed area of a cyclic ring of keys (positive: counter-clockwise). */
function signedArea2(ring: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < ring.length; i++) {
    const a = ring[i];
    const b = ring[(i + 1) % ring.length];
    sum += xOf(a) * yOf(b) - xOf(b) * yOf(a);
  }
  return sum;
}

/** Douglas–Peucker over integer grid points, iterative (pieces run to tens of thousands of points). */
export function simplifyKeys(points: readonly number[], tolerance: number): number[] {
  if (points.length <= 2) return [...points];
  const keep = new Uint8Array(points.length);
  keep[0] = 1;
  keep[points.length - 1] = 1;
  const limit = tolerance * tolerance;
  const stack: Array<[number, number]> = [[0, points.length - 1]];
  while (stack.length > 0) {
    const [first, last] = stack.pop()!;
    const ax = xOf(points[first]);
    const ay = yOf(points[first]);
    const dx = xOf(points[last]) - ax;
    const dy = yOf(points[last]) - ay;
    const length2 = dx * dx + dy * dy;
    let worst = -1;
    let worstIndex = -1;
    for (let i = first + 1; i < last; i++) {
      const px = xOf(points[i]) - ax;
      const py = yOf(points[i]) - ay;
      let d2: number;
      if (length2 === 0) {
        // A closed loop starts and ends at one point: measure from that point.
        d2 = px * px + py * py;
      } else {
        const t = Math.max(0, Math.min(1, (px * dx + py * dy) / length2));
        const ex = px - t * dx;
        const ey = py - t * dy;
        d2 = ex * ex + ey * ey;
      }
      if (d2 > worst) {
        worst = d2;
        worstIndex = i;
      }
    }
    if (worstIndex >= 0 && worst > limit) {
      keep[worstIndex] = 1;
      stack.push([first, worstIndex], [worstIndex, last]);
    }
  }
  return points.filter((_, i) => keep[i] === 1);
}

/** A polygon's rings in GeoJSON order: the outer ring, then its holes; each ring closed. */
export type PolygonCoordinates = LngLat[][];

export interface MergeOptions {
  /** Douglas–Peucker tolerance, in degrees. */
  tolerance: number;
  /** Rings smaller than this (square degrees) are left out, except a region's largest. */
  minArea: number;
}

/** A piece used by a ring: index into `pieces`, walked forwards (+1) or backwards (-1). */
type Use = { piece: number; dir: 1 | -1 };

export class Topology {
  /** Pieces in their canonical direction, as point keys, junction to junction. */
  private readonly pieces: number[][] = [];
  /** The pieces each region's rings are made of, in ring order. */
  private readonly regions: Use[][] = [];
  private readonly simplified = new Map<number, Map<number, number[]>>();

  /** `regions[i]` is region i's polygons (GeoJSON MultiPolygon coordinates). */
  constructor(regions: ReadonlyArray<ReadonlyArray<PolygonCoordinates>>) {
    const rings: Array<{ region: number; keys: number[] }> = [];
    regions.forEach((polygons, region) => {
      for (const polygon of polygons) {
        polygon.forEach((ring, i) => {
          const keys: number[] = [];
          for (const [lng, lat] of ring) {
            if (!Number.isFinite(lng) || !Number.isFinite(lat) || lng <= 0 || lat <= 0) continue;
            const key = keyOf(lng, lat);
            if (keys[keys.length - 1] !== key) keys.push(key);
          }
          while (keys.length > 1 && keys[0] === keys[keys.length - 1]) keys.pop();
          if (keys.length < 3) return;
          // Outer rings counter-clockwise, holes clockwise: a border two regions share is then walked both ways.
          const area = signedArea2(keys);
          if (area === 0) return;
          if ((i === 0) !== area > 0) keys.reverse();
          rings.push({ region, keys });
        });
      }
      this.regions.push([]);
    });

    const junctions = findJunctions(rings.map((r) => r.keys));
    const pieceIndex = new Map<string, number>();
    for (const [r, { region, keys }] of rings.entries()) {
      const isJunction = junctions[r];
      let start = isJunction.indexOf(1);
      if (start < 0) {
        // A ring nobody else touches, or an island inside a hole of exactly its shape: both
        // copies start at the same smallest point, so they still make the same piece.
        start = 0;
        for (let i = 1; i < keys.length; i++) if (keys[i] < keys[start]) start = i;
        isJunction[start] = 1;
      }
      const cyclic = [...keys.slice(start), ...keys.slice(0, start), keys[start]];
      let from = 0;
      for (let i = 1; i < cyclic.length; i++) {
        if (i !== cyclic.length - 1 && !isJunction[(start + i) % keys.length]) continue;
        const points = cyclic.slice(from, i + 1);
        from = i;
        const reversed = [...points].reverse();
        const forward = compareDirections(points, reversed) <= 0;
        const canonical = forward ? points : reversed;
        // Named by its ends and the points next to them: the two sides of a border that differ
        // only in a point or two inside (see findJunctions) become one piece, drawn one way.
        const id = `${canonical[0]},${canonical[1]},${canonical[canonical.length - 2]},${canonical[canonical.length - 1]}`;
        let piece = pieceIndex.get(id);
        if (piece === undefined) {
          piece = this.pieces.length;
          this.pieces.push(canonical);
          pieceIndex.set(id, piece);
        }
        this.regions[region].push({ piece, dir: forward ? 1 : -1 });
      }
    }
  }

  get pieceCount(): number {
    return this.pieces.length;
  }

  private simplify(piece: number, tolerance: number): number[] {
    let cache = this.simplified.get(tolerance);
    if (!cache) this.simplified.set(tolerance, (cache = new Map()));
    let points = cache.get(piece);
    if (!points) cache.set(piece, (points = simplifyKeys(this.pieces[piece], tolerance * GRID)));
    return points;
  }

  /** A piece simplified at `tolerance`, in its own direction: an arc of the written TopoJSON. */
  arc(piece: number, tolerance: number): LngLat[] {
    return this.simplify(piece, tolerance).map(toLngLat);
  }

  /**
   * The outline of the given regions together, simplified: borders inside
   * the group cancel out, what is left is chained back into rings, and the
   * rings become polygons (holes under the outer ring that holds them).
   * Each ring comes as coordinates and as the pieces (arcs) it is made of.
   */
  merge(regionIndexes: readonly number[], options: MergeOptions): MergedPolygon[] {
    const net = new Map<number, number>();
    for (const r of regionIndexes) for (const use of this.regions[r]) net.set(use.piece, (net.get(use.piece) ?? 0) + use.dir);

    type Directed = Use & { points: number[]; used: boolean };
    const directed: Directed[] = [];
    const byStart = new Map<number, Directed[]>();
    for (const [piece, count] of net) {
      if (count === 0) continue;
      const simple = this.simplify(piece, options.tolerance);
      const dir = count > 0 ? 1 : -1;
      const points = dir > 0 ? simple : [...simple].reverse();
      for (let n = 0; n < Math.abs(count); n++) {
        const d: Directed = { piece, dir, points, used: false };
        directed.push(d);
        const list = byStart.get(points[0]);
        if (list) list.push(d);
        else byStart.set(points[0], [d]);
      }
    }

    const rings: Array<{ keys: number[]; arcs: Use[] }> = [];
    for (const first of directed) {
      if (first.used) continue;
      first.used = true;
      const ring = [...first.points];
      const arcs: Use[] = [{ piece: first.piece, dir: first.dir }];
      // Follow the pieces end to start until the ring closes; a dangling piece (a sliver in the
      // source data) ends it where it is, closed by a straight line.
      while (ring[ring.length - 1] !== ring[0]) {
        const next = byStart.get(ring[ring.length - 1])?.find((d) => !d.used);
        if (!next) break;
        next.used = true;
        arcs.push({ piece: next.piece, dir: next.dir });
        for (let i = 1; i < next.points.length; i++) ring.push(next.points[i]);
      }
      if (ring[ring.length - 1] === ring[0]) ring.pop();
      const keys = ring.filter((k, i) => k !== ring[(i + ring.length - 1) % ring.length]);
      if (keys.length >= 3) rings.push({ keys, arcs });
    }

    const withArea = rings.map((ring) => ({ ...ring, area: signedArea2(ring.keys) / 2 / GRID / GRID }));
    const outers = withArea.filter((r) => r.area > 0).sort((a, b) => b.area - a.area);
    const keptOuters = outers.filter((r, i) => i === 0 || r.area >= options.minArea);
    const holes = withArea.filter((r) => r.area < 0 && -r.area >= options.minArea);

    const polygons = keptOuters.map((outer) => ({ outer, holes: [] as typeof holes }));
    for (const hole of holes) {
      // The smallest outer ring holding the hole's points is the one it belongs to.
      const holder = [...polygons].reverse().find((p) => p.outer.area > -hole.area && contains(p.outer.keys, hole.keys));
      holder?.holes.push(hole);
    }
    return polygons.map((p) => [p.outer, ...p.holes].map((ring) => ({ coordinates: toClosedRing(ring.keys), arcs: ring.arcs })));
  }
}

/** A ring of a merged outline: closed coordinates, and the pieces it runs along in order. */
export interface MergedRing {
  coordinates: LngLat[];
  arcs: ReadonlyArray<{ piece: number; dir: 1 | -1 }>;
}
/** Outer ring first, then its holes. */
export type MergedPolygon = MergedRing[];

/** Just the coordinates of merged polygons (GeoJSON MultiPolygon coordinates). */
export const coordinatesOf = (polygons: readonly MergedPolygon[]): PolygonCoordinates[] => polygons.map((p) => p.map((r) => r.coordinates));

const toLngLat = (k: number): LngLat => [xOf(k) / GRID, yOf(k) / GRID];

function toClosedRing(keys: readonly number[]): LngLat[] {
  const ring = keys.map(toLngLat);
  ring.push(ring[0]);
  return ring;
}

/** Whether most of `inner`'s points (it may touch the outer ring) lie inside `outer`. */
function contains(outer: readonly number[], inner: readonly number[]): boolean {
  const sample = inner.length > 9 ? inner.filter((_, i) => i % Math.ceil(inner.length / 9) === 0) : inner;
  let inside = 0;
  for (const point of sample) if (pointInRing(point, outer)) inside++;
  return inside * 2 > sample.length;
}

function pointInRing(point: number, ring: readonly number[]): boolean {
  const px = xOf(point);
  const py = yOf(point);
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const xi = xOf(ring[i]);
    const yi = yOf(ring[i]);
    const xj = xOf(ring[j]);
    const yj = yOf(ring[j]);
    if (yi > py !== yj > py && px < ((xj - xi) * (py - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Lexicographic order of two point sequences, to pick one direction of a piece as its own. */
function compareDirections(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i] - b[i];
  return 0;
}

/** A mismatch is at most this many edges long on either side … */
const MISMATCH_EDGES = 6;
/** … and encloses at most this area between the two sides (grid units², about 1 km²). */
const MISMATCH_AREA = 1e4;
const NOBODY = -1;
const SEVERAL = -2;

/** A stretch of a ring that borders nobody: edges `start` to `start + length - 1`. */
interface Unshared {
  ring: number;
  start: number;
  length: number;
  /** Who borders the ring just before and just after the stretch. */
  before: number;
  after: number;
}

/**
 * Where each ring must be cut: the points where the ring it borders changes
 * (another region, or nobody: a coast or the national border).
 *
 * Neighbours drawn in different source files share most points of their
 * border but not all: one side has a point or two the other lacks, so for a
 * few edges each side borders "nobody". Such a mismatch (both sides unshared
 * between the same two points, short, enclosing next to no area) counts as
 * part of the border around it, so that border stays one piece, which both
 * sides then draw alike. Returns one flag per point of each ring.
 */
function findJunctions(rings: readonly number[][]): Uint8Array[] {
  // Points get small ids so an edge (two ids) fits one number key.
  const ids = new Map<number, number>();
  const idOf = (key: number) => {
    let id = ids.get(key);
    if (id === undefined) ids.set(key, (id = ids.size));
    return id;
  };
  const ringIds = rings.map((ring) => Int32Array.from(ring, idOf));
  if (ids.size >= 2 ** 26) throw new Error('边界点过多，无法编码边');
  const pairKey = (a: number, b: number) => Math.min(a, b) * 2 ** 26 + Math.max(a, b);

  const first = new Map<number, number>();
  const second = new Map<number, number>();
  ringIds.forEach((ids, r) => {
    for (let i = 0; i < ids.length; i++) {
      const key = pairKey(ids[i], ids[(i + 1) % ids.length]);
      if (!first.has(key)) first.set(key, r);
      else second.set(key, second.has(key) ? SEVERAL : r);
    }
  });

  // partners[r][i]: who borders edge i of ring r (from point i to i + 1).
  const partners = ringIds.map((ids, r) => {
    const n = ids.length;
    const partner = new Int32Array(n);
    for (let i = 0; i < n; i++) {
      const key = pairKey(ids[i], ids[(i + 1) % n]);
      const a = first.get(key)!;
      const b = second.get(key);
      partner[i] = b === undefined ? NOBODY : b === SEVERAL ? SEVERAL : a === r ? b : a;
    }
    return partner;
  });

  // Short unshared stretches between two stretches bordering the same neighbour, by their end points.
  const stretches = new Map<number, Unshared[]>();
  partners.forEach((partner, ring) => {
    const n = partner.length;
    for (let start = 0; start < n; start++) {
      const before = partner[(start + n - 1) % n];
      if (partner[start] !== NOBODY || before === NOBODY) continue;
      let length = 0;
      while (length < n && partner[(start + length) % n] === NOBODY) length++;
      const after = partner[(start + length) % n];
      if (length > MISMATCH_EDGES || before !== after || before < 0) continue;
      const key = pairKey(ringIds[ring][start], ringIds[ring][(start + length) % n]);
      const list = stretches.get(key);
      const stretch = { ring, start, length, before, after };
      if (list) list.push(stretch);
      else stretches.set(key, [stretch]);
    }
  });
  const pointsOf = (s: Unshared) => Array.from({ length: s.length + 1 }, (_, k) => rings[s.ring][(s.start + k) % rings[s.ring].length]);
  for (const list of stretches.values()) {
    for (const mine of list) {
      const theirs = list.find((other) => other.ring === mine.before && other.before === mine.ring);
      if (!theirs) continue;
      const a = pointsOf(mine);
      const b = pointsOf(theirs);
      // The two sides close a sliver: mine from u to w, theirs back from w to u.
      const loop = b[0] === a[a.length - 1] ? [...a, ...b.slice(1, -1)] : [...a, ...b.reverse().slice(1, -1)];
      if (Math.abs(signedArea2(loop)) / 2 > MISMATCH_AREA) continue;
      const partner = partners[mine.ring];
      for (let k = 0; k < mine.length; k++) partner[(mine.start + k) % partner.length] = mine.before;
    }
  }

  return partners.map((partner) => {
    const n = partner.length;
    const flags = new Uint8Array(n);
    for (let i = 0; i < n; i++) if (partner[(i + n - 1) % n] !== partner[i]) flags[i] = 1;
    return flags;
  });
}
