import type { StateMachine } from '@hrbd/contract';
import { Transaction } from 'kysely';
import type { Database, DbOrTrx } from '../db/database.js';
import { conflict, notFound } from './errors.js';
import { statesOf, updateFromState, type StateChanges, type StatePlace, type StateTable } from './state-move.repository.js';

export type { NumberColumn, StateChanges } from './state-move.repository.js';

/**
 * A kind of record that moves by a contract state machine: its table, key
 * column, state column and machine. An area names it once, e.g.
 * `{ table: 'recruitJobInfo', key: 'id', state: 'approveType', machine: JOB_MACHINE }`.
 */
export interface StateHome<T extends StateTable, S extends number, A extends string> extends StatePlace<T> {
  machine: StateMachine<S, A>;
}

/** A record as the caller read it, before the move. */
export interface Moving {
  key: number;
  /** The state read: the move is conditional on it still being this. */
  state: number;
  /** The code the request named it by (to tell which requested codes do not exist). */
  code?: string;
  /** How a batch refusal names it (e.g. the applicant); the code when absent. */
  name?: string;
}

export interface Moved<S extends number> {
  key: number;
  from: number;
  to: S;
}

export interface MoveOptions<T extends StateTable, S extends number, A extends string> {
  action: A;
  /** The records to move, as read (in the caller's transaction, if it has one). */
  rows: readonly Moving[];
  /**
   * The codes the request named: any without a row is refused with 404 before
   * anything moves (`以下投递记录不存在：…` in a batch, `投递记录不存在` alone).
   */
  requested?: readonly string[];
  /** Written together with the state; a function when it depends on the state reached. */
  changes?: StateChanges<T> | ((to: S) => StateChanges<T>);
  /** A batch refusal lists every record that cannot move; a single move gets the machine's own sentence. */
  batch?: boolean;
  /** Writes the area's operation records of the moves, in the same transaction. */
  record?: (trx: Transaction<Database>, moved: readonly Moved<S>[]) => Promise<void>;
}

/** At most this many records are named in a refusal; the rest are counted. */
const NAMED_IN_REFUSAL = 10;

/** 甲、乙、丙, or the first ten and how many in all. */
function nameList(names: readonly string[]): string {
  const shown = names.slice(0, NAMED_IN_REFUSAL).join('、');
  return names.length > NAMED_IN_REFUSAL ? `${shown} 等 ${names.length} 条` : shown;
}

/**
 * The refusal for records the machine does not let `action` move (409): the
 * machine's sentence for one (岗位当前为“已上线”状态，不能编辑), a list naming
 * each and its state for a batch (以下投递记录当前状态不允许初筛通过：胡军（已录用）、…).
 */
function refusal<S extends number, A extends string>(
  machine: StateMachine<S, A>,
  action: A,
  blocked: readonly Moving[],
  batch = false,
) {
  if (!batch) return conflict(machine.refusal(action, blocked[0].state));
  const names = blocked.map((row) => `${row.name ?? row.code ?? row.key}（${machine.label(row.state)}）`);
  return conflict(`以下${machine.subject}当前状态不允许${machine.actions[action]}：${nameList(names)}`);
}

/** Refuses (409, the machine's sentence) unless the machine lets `action` move a record in `state`: a check before a form is even read. */
export function assertMove<S extends number, A extends string>(machine: StateMachine<S, A>, action: A, state: number): void {
  if (!machine.can(action, state)) throw conflict(machine.refusal(action, state));
}

/**
 * Moves records by one action of their machine, all or none: every requested
 * record must exist (404) and allow the action (409 naming those that do not),
 * otherwise nothing changes. Each group of records in one state is moved by
 * one conditional update from that state, so of two requests racing for the
 * same record one lands and the other is refused the same way, naming the
 * state the winner left. The operation records are written in the same
 * transaction (the caller's when `db` is one, else one of its own).
 */
export async function moveStates<T extends StateTable, S extends number, A extends string>(
  db: DbOrTrx,
  home: StateHome<T, S, A>,
  options: MoveOptions<T, S, A>,
): Promise<Moved<S>[]> {
  const { machine } = home;
  const { action, rows, batch = false } = options;
  if (options.requested) {
    const known = new Set(rows.map((row) => row.code));
    const missing = [...new Set(options.requested)].filter((code) => !known.has(code));
    if (missing.length > 0) throw notFound(batch ? `以下${machine.subject}不存在：${nameList(missing)}` : `${machine.subject}不存在`);
  }
  const blocked = rows.filter((row) => !machine.can(action, row.state));
  if (blocked.length > 0) throw refusal(machine, action, blocked, batch);
  const unique = [...new Map(rows.map((row) => [row.key, row])).values()];

  const run = async (trx: Transaction<Database>): Promise<Moved<S>[]> => {
    const byState = new Map<number, Moving[]>();
    for (const row of unique) byState.set(row.state, [...(byState.get(row.state) ?? []), row]);
    const reached = new Map<number, S>();
    for (const [from, group] of byState) {
      const to = machine.next(action, from);
      if (to === null) throw refusal(machine, action, group, batch);
      const changes = typeof options.changes === 'function' ? options.changes(to) : (options.changes ?? {});
      const keys = group.map((row) => row.key);
      const movedKeys = await updateFromState(trx, home, keys, from, to, changes);
      const missed = group.filter((row) => !movedKeys.has(row.key));
      if (missed.length > 0) {
        // Another request moved (or removed) them after they were read: refuse with where they are now.
        const now = await statesOf(trx, home, missed.map((row) => row.key));
        throw refusal(machine, action, missed.map((row) => ({ ...row, state: now.get(row.key) ?? row.state })), batch);
      }
      for (const row of group) reached.set(row.key, to);
    }
    // In the order asked, so operation records follow the request.
    const moved = unique.flatMap((row) => {
      const to = reached.get(row.key);
      return to === undefined ? [] : [{ key: row.key, from: row.state, to }];
    });
    if (options.record) await options.record(trx, moved);
    return moved;
  };
  return db instanceof Transaction ? run(db) : db.transaction().execute(run);
}
