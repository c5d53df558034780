import type { DataOf, Endpoint } from '@hrbd/contract';
import type { Actor, AppDeps } from '../../platform/context.js';
import { route, type HandlerContext, type RouteBinding } from '../../platform/endpoint.js';

/**
 * Identical big-screen questions in flight share one answer.
 *
 * Every wall screen asks the same few questions (endpoint, data scope, month)
 * on the same beat, and a whole-province figure costs milliseconds of server
 * CPU. A request arriving while the same question is being answered waits for
 * that answer instead of computing it again. Nothing is kept once the answer
 * is out: it is at most one computation old (as of when the computation it
 * joined began), and every question asked after an answer went out is
 * computed afresh, so a write shows on the next refresh as before.
 *
 * Per deps (one server's primary or replica pool): two servers in one process
 * never share.
 */
const inFlight = new WeakMap<AppDeps, Map<string, Promise<unknown>>>();

export function sharedAnswer<T>(deps: AppDeps, key: string, compute: () => Promise<T>): Promise<T> {
  let answers = inFlight.get(deps);
  if (!answers) inFlight.set(deps, (answers = new Map()));
  const running = answers.get(key) as Promise<T> | undefined;
  if (running) return running;
  // Begun on the event loop's next turn: on SQLite a computation runs to its end without yielding (the
  // driver is synchronous), so the requests already read off the sockets by then are the ones that can join it.
  const answer = new Promise<void>((begin) => setImmediate(begin)).then(compute).finally(() => answers.delete(key));
  answers.set(key, answer);
  return answer;
}

/**
 * A big-screen figure's route: the question is the endpoint, the caller's data
 * scope and the validated query. The figures depend on nothing else of the
 * caller (the services that take the actor read its scope only).
 */
export function figureRoute<E extends Endpoint>(endpoint: E, answer: (ctx: HandlerContext<E>) => Promise<DataOf<E>>): RouteBinding {
  return route(endpoint, (ctx) => {
    const scope = (ctx.actor as Actor).scope.regionCode ?? '全部';
    return sharedAnswer(ctx.deps, `${endpoint.key} ${scope} ${JSON.stringify(ctx.query)}`, () => answer(ctx));
  });
}
