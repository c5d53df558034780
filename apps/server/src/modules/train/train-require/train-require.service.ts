import {
  REQUIRE_ACTION_TO,
  REQUIRE_MACHINE,
  REQUIRE_STATE_VALUES,
  maskMobile,
  type Page,
  type QueryOf,
  type RequireMoveRecord,
  type RequireRecord,
  type trainRequireApi,
} from '@hrbd/contract';
import type { Db, DbOrTrx } from '../../../db/database.js';
import type { Actor, AppDeps } from '../../../platform/context.js';
import { found } from '../../../platform/errors.js';
import { randomCode } from '../../../platform/ids.js';
import { moveStates } from '../../../platform/state-move.js';
import { endOfFilter, nowText, startOfFilter } from '../../../platform/time.js';
import { regionIndex } from '../../common/region/region.service.js';
import * as repo from './train-require.repository.js';
import type { RequireRow } from './train-require.table.js';

type ListInput = QueryOf<typeof trainRequireApi.trainRequireList>;
type RequirePage = Page<RequireRecord> & { stateCounts: Array<{ state: number; label: string; count: number }> };

export const REQUIRE_NOT_FOUND = '培训需求不存在';

/** Where a requirement keeps its state. */
const REQUIRE_STATE = { table: 'trainRequire', key: 'id', state: 'state', machine: REQUIRE_MACHINE } as const;

/** A county's own name (新郑市), or its code when unknown. */
async function countyNamer(db: Db): Promise<(code: string) => string> {
  const index = await regionIndex(db);
  return (code) => index.find(code)?.name ?? code;
}

function recordOf(row: RequireRow, countyName: string): RequireRecord {
  return {
    requireCode: row.requireCode,
    name: row.name,
    // A public submission's phone is never shown whole (as the hot events' items).
    phone: maskMobile(row.phone),
    cmpyName: row.cmpyName,
    countyCode: row.countyCode,
    countyName,
    occupation: row.occupation,
    peopleNum: row.peopleNum,
    description: row.description,
    sendTime: row.sendTime,
    state: row.state,
    handlerName: row.handlerName,
    handleTime: row.handleTime,
  };
}

/** One page of requirements and, under the same filters whatever the tab, how many are in each state. */
export async function pageRequires(deps: AppDeps, actor: Actor, input: ListInput): Promise<RequirePage> {
  const filter: repo.RequireFilter = {
    scope: actor.scope,
    state: input.state,
    keyword: input.keyword,
    countyCode: input.countyCode,
    sendFrom: input.beginTime ? startOfFilter(input.beginTime) : undefined,
    sendTo: input.endTime ? endOfFilter(input.endTime) : undefined,
  };
  const [page, byState, name] = await Promise.all([repo.pageRequires(deps.db, filter, input), repo.countByState(deps.db, filter), countyNamer(deps.db)]);
  return {
    total: page.total,
    records: page.records.map((row) => recordOf(row, name(row.countyCode))),
    stateCounts: REQUIRE_STATE_VALUES.map((state) => ({ state, label: REQUIRE_MACHINE.label(state), count: byState.get(state) ?? 0 })),
  };
}

/**
 * 处理: the state chosen names the move (处理中 受理, 已完成 完成, 不予受理);
 * the machine refuses what its table lacks (409 培训需求当前为“已完成”状态，不能不予受理),
 * by a conditional update from the state read, so of two operators one lands.
 * The move and its record are one transaction.
 */
export async function updateState(deps: AppDeps, actor: Actor, input: { requireCode: string; state: number; reason?: string }) {
  const row = found(await repo.findByCode(deps.db, input.requireCode, actor.scope), REQUIRE_NOT_FOUND);
  const action = REQUIRE_ACTION_TO[input.state as keyof typeof REQUIRE_ACTION_TO];
  const handleTime = nowText();
  const reason = input.reason ?? '';
  const [moved] = await moveStates(deps.db, REQUIRE_STATE, {
    action,
    rows: [{ key: row.id, state: row.state, code: row.requireCode }],
    changes: { handlerId: actor.userId, handlerName: actor.realName, handleTime, updateTime: handleTime },
    record: (trx, moves) =>
      repo.insertRecords(
        trx,
        moves.map((m) => ({ requireId: m.key, fromState: m.from, toState: m.to, reason, operatorId: actor.userId, operatorName: actor.realName, operateTime: handleTime })),
      ),
  });
  return { requireCode: row.requireCode, state: moved.to, handlerName: actor.realName, handleTime };
}

/** Every move of a requirement in the caller's scope, oldest first. */
export async function recordList(deps: AppDeps, actor: Actor, requireCode: string): Promise<RequireMoveRecord[]> {
  const row = found(await repo.findByCode(deps.db, requireCode, actor.scope), REQUIRE_NOT_FOUND);
  return repo.recordsOf(deps.db, row.id);
}

/** For the demo seed: a requirement as the public side leaves it, and its past moves. */
export async function insertRequireWithRecords(
  db: DbOrTrx,
  row: Omit<Parameters<typeof repo.insertRequire>[1], 'requireCode'> & { requireCode?: string },
  moves: ReadonlyArray<{ fromState: number; toState: number; reason: string; operatorId: number | null; operatorName: string; operateTime: string }>,
): Promise<void> {
  const id = await repo.insertRequire(db, { ...row, requireCode: row.requireCode ?? randomCode() });
  await repo.insertRecords(db, moves.map((m) => ({ ...m, requireId: id })));
}
