import { SCENE_ROOT_ID } from '../../sdk/index.js';
import type { NodeId } from '../../sdk/index.js';
import type { NodeLookup, TreeRow } from './tree-model.js';

/** How many earlier queries keep their matches (erasing a query steps back through them). */
const REMEMBERED = 32;
/** Nodes listed between two checks of the idle time left. */
const LIST_SLICE = 2000;

/**
 * Name search over one version of the document, fast enough for every keystroke over 100,000 nodes: the nodes are
 * listed once (display order, lower-cased names, depths, parents), a query extending an earlier one only tests that
 * one's matches, and recent queries keep their rows. Make a new one when the document changes.
 */
export class TreeSearch {
  /** Each node's row as a search shows it (expanded), made once when listing: a keystroke allocates no rows. */
  private listedRows: TreeRow[] = [];
  private names: string[] = [];
  /** Index of each node's parent in the lists (-1 for the root). */
  private parents: number[] = [];
  private listed = false;
  /** The listing's walk while `prepare` has listed only part of the tree: [id, depth, parent index] still to visit. */
  private pending: [NodeId, number, number][] | undefined;
  private readonly matches = new Map<string, number[]>();
  /** Rows per match list; queries that match the same nodes share one list ('n', 'no', 'node' over nodes named 'Node …'). */
  private readonly rowsOf = new WeakMap<number[], TreeRow[]>();

  constructor(private readonly doc: NodeLookup) {}

  /** The rows for a lower-case, trimmed, non-empty query: the matching nodes and their ancestors, all expanded, in display order. */
  rows(query: string): TreeRow[] {
    const matched = this.match(query);
    const known = this.rowsOf.get(matched);
    if (known) return known;
    const listed = this.listedRows;
    // Every node matches (a first letter over nodes named alike): the listing is the rows, in display order.
    if (matched.length === listed.length) return listed;
    const emitted = new Uint8Array(listed.length);
    const rows: TreeRow[] = [];
    const chain: number[] = [];
    for (const index of matched) {
      // Ancestors come before their descendants in display order: emit the ones not shown yet, top first.
      chain.length = 0;
      for (let i = index; i >= 0 && !emitted[i]; i = this.parents[i]) chain.push(i);
      for (let k = chain.length - 1; k >= 0; k--) {
        const i = chain[k];
        emitted[i] = 1;
        rows.push(listed[i]);
      }
    }
    this.rowsOf.set(matched, rows);
    return rows;
  }

  /** Indexes (display order) of the nodes whose name contains the query. */
  private match(query: string): number[] {
    const known = this.matches.get(query);
    if (known) return known;
    this.list();
    let base: number[] | undefined;
    // A query that contains an earlier one can only match what that one matched: test those alone.
    for (const [earlier, found] of this.matches) if (query.includes(earlier) && (!base || found.length < base.length)) base = found;
    const names = this.names;
    const found: number[] = [];
    if (base) {
      for (const i of base) if (names[i].includes(query)) found.push(i);
    } else {
      for (let i = 0; i < names.length; i++) if (names[i].includes(query)) found.push(i);
    }
    // Every node of the earlier query still matches: the same list, so the same rows.
    const result = base && found.length === base.length ? base : found;
    this.remember(this.matches, query, result);
    return result;
  }

  private remember<T>(map: Map<string, T>, key: string, value: T): void {
    if (map.size >= REMEMBERED) map.delete(map.keys().next().value!);
    map.set(key, value);
  }

  /**
   * List the nodes ahead of the first keystroke, in slices: the panel calls this when idle after the document changes,
   * with `more` saying whether the idle period has time left, until it returns true. Listing 100,000 nodes costs more
   * than a keystroke may, and one idle period may be too short for it. Without `more`, lists everything now.
   */
  prepare(more: () => boolean = () => true): boolean {
    if (this.listed) return true;
    if (!this.pending) this.pending = this.doc.get(SCENE_ROOT_ID) ? [[SCENE_ROOT_ID, 0, -1]] : [];
    const stack = this.pending;
    do {
      for (let n = 0; n < LIST_SLICE && stack.length; n++) {
        const [id, depth, parent] = stack.pop()!;
        const node = this.doc.get(id);
        if (!node) continue;
        const index = this.listedRows.length;
        this.listedRows.push({ id, depth, hasChildren: node.children.length > 0, expanded: true });
        this.names.push(node.name.toLowerCase());
        this.parents.push(parent);
        for (let i = node.children.length - 1; i >= 0; i--) stack.push([node.children[i], depth + 1, index]);
      }
    } while (stack.length && more());
    if (stack.length) return false;
    this.listed = true;
    this.pending = undefined;
    return true;
  }

  /** List every node (what an earlier `prepare` left), depth first in display order. */
  private list(): void {
    this.prepare();
  }
}
