import type { ResourceTreeNode } from '@hrbd/contract';

/** Parent and descendants of every node, for checking a resource tree by hand. */
export interface TreeIndex {
  parentOf: Map<number, number>;
  descendantsOf: Map<number, number[]>;
  allIds: number[];
}

export function indexTree(nodes: readonly ResourceTreeNode[]): TreeIndex {
  const parentOf = new Map<number, number>();
  const descendantsOf = new Map<number, number[]>();
  const allIds: number[] = [];
  const walk = (node: ResourceTreeNode): number[] => {
    allIds.push(node.id);
    const below = node.children.flatMap((child) => {
      parentOf.set(child.id, node.id);
      return [child.id, ...walk(child)];
    });
    descendantsOf.set(node.id, below);
    return below;
  };
  nodes.forEach(walk);
  return { parentOf, descendantsOf, allIds };
}

function ancestorsOf(index: TreeIndex, id: number): number[] {
  const result: number[] = [];
  for (let parent = index.parentOf.get(id); parent !== undefined; parent = index.parentOf.get(parent)) result.push(parent);
  return result;
}

/**
 * Checking a resource grants it with everything under it and the menus above
 * it (a button is useless without its screen); unchecking takes away it and
 * what is under it but leaves the menus above, which may still hold other
 * buttons. antd's own cascade cannot say "a menu with only some buttons", and
 * would drop such a menu on save, so the tree runs in strict mode with this.
 */
export function toggleResource(index: TreeIndex, checked: ReadonlySet<number>, id: number, check: boolean): Set<number> {
  const next = new Set(checked);
  const below = index.descendantsOf.get(id) ?? [];
  if (check) [id, ...below, ...ancestorsOf(index, id)].forEach((k) => next.add(k));
  else [id, ...below].forEach((k) => next.delete(k));
  return next;
}

/**
 * How the strict tree shows a grant: a held menu missing some of what is under
 * it is drawn half-checked, so a collapsed branch still tells whether it is
 * held in full, in part, or not at all. Clicking a half-checked node grants the
 * rest, as antd's own cascade would.
 */
export function checkStateOf(index: TreeIndex, checked: ReadonlySet<number>): { checked: number[]; halfChecked: number[] } {
  const full: number[] = [];
  const half: number[] = [];
  for (const id of checked) {
    const below = index.descendantsOf.get(id) ?? [];
    if (below.every((k) => checked.has(k))) full.push(id);
    else half.push(id);
  }
  return { checked: full, halfChecked: half };
}

/**
 * `next` with every resource outside `allowed` put back as it was in `prev`:
 * a caller gives and takes away only resources they hold themselves.
 */
export function limitChange(prev: ReadonlySet<number>, next: ReadonlySet<number>, allowed: ReadonlySet<number>): Set<number> {
  const result = new Set([...next].filter((id) => allowed.has(id)));
  for (const id of prev) if (!allowed.has(id)) result.add(id);
  return result;
}
