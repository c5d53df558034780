import type { TreeNode } from '@hrbd/contract';
import type { DbOrTrx } from '../../../db/database.js';
import { notFound } from '../../../platform/errors.js';
import { TREE_SEEDS, type SeedNode } from './tree-data.seed.js';
import * as repo from './tree-data.repository.js';

/** The whole tree of a type, nested; a type with no nodes does not exist. */
export async function treeByType(db: DbOrTrx, type: string): Promise<TreeNode[]> {
  const rows = await repo.listByType(db, type);
  if (rows.length === 0) throw notFound(`树类型“${type}”不存在`);
  const nodes = new Map(rows.map((r) => [r.code, { code: r.code, name: r.name, children: [] as TreeNode[] }]));
  const roots: TreeNode[] = [];
  for (const row of rows) {
    const node = nodes.get(row.code);
    if (!node) continue;
    const parent = row.parentCode ? nodes.get(row.parentCode) : undefined;
    // A node whose parent was removed still shows, at the top, rather than vanishing.
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

/** A node of a reference tree, flat: its parent by code and how many children it has. */
export interface FlatTreeNode {
  code: string;
  name: string;
  /** '' for a root. */
  parentCode: string;
  childCount: number;
}

/** The names of a page's few codes of a tree type (codes not in the tree are left out): not the whole tree per request. */
export async function namesOfCodes(db: DbOrTrx, type: string, codes: readonly string[]): Promise<Map<string, { name: string }>> {
  const wanted = [...new Set(codes)].filter(Boolean);
  if (wanted.length === 0) return new Map();
  return new Map((await repo.nodesOfCodes(db, type, wanted)).map((node) => [node.code, node]));
}

/**
 * Every node of a tree type by code, in tree order, for the modules that file
 * records under a tree (a company's industry, a job's category): to check a
 * code exists, name it, and find its root or its children.
 */
export async function nodesByCode(db: DbOrTrx, type: string): Promise<Map<string, FlatTreeNode>> {
  const rows = await repo.listByType(db, type);
  const nodes = new Map(rows.map((r) => [r.code, { code: r.code, name: r.name, parentCode: r.parentCode, childCount: 0 }]));
  for (const row of rows) {
    const parent = row.parentCode ? nodes.get(row.parentCode) : undefined;
    if (parent) parent.childCount++;
  }
  return nodes;
}

/** The root (e.g. an industry's 门类) a node sits under; the node itself when it is a root. */
export function rootOf(nodes: ReadonlyMap<string, FlatTreeNode>, code: string): FlatTreeNode | undefined {
  let node = nodes.get(code);
  // Bounded by the tree's size, so a corrupt cycle cannot loop forever; a missing parent ends the climb.
  for (let i = 0; node?.parentCode && i < nodes.size; i++) {
    const parent = nodes.get(node.parentCode);
    if (!parent) break;
    node = parent;
  }
  return node;
}

/** The reference trees (industries, job categories), written once per database. */
export async function seedTrees(db: DbOrTrx): Promise<void> {
  const rows: Parameters<typeof repo.insertNodes>[1] = [];
  for (const [treeType, tree] of Object.entries(TREE_SEEDS)) {
    let sort = 0;
    const walk = (nodes: readonly SeedNode[], parentCode: string) => {
      for (const node of nodes) {
        rows.push({ treeType, code: node.code, name: node.name, parentCode, sort: sort++ });
        walk(node.children ?? [], node.code);
      }
    };
    walk(tree, '');
  }
  await repo.insertNodes(db, rows);
}
