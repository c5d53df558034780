/**
 * A state machine written as a transition table: which action moves a record
 * from which states to which state. The server refuses any move the table does
 * not list (409, with the message `refusal` builds); the console offers a row
 * only the actions `actionsFrom` gives for its state.
 */
export interface TransitionRow<S extends number, A extends string> {
  action: A;
  from: readonly S[];
  to: S;
}

export interface StateMachineDefinition<S extends number, A extends string> {
  /** What the record is called in messages, e.g. 岗位. */
  subject: string;
  /** The label of every state (glossary §4). */
  states: Readonly<Record<S, string>>;
  /** The label of every action (glossary §5), as it reads after 不能. */
  actions: Readonly<Record<A, string>>;
  transitions: readonly TransitionRow<S, A>[];
}

export interface StateMachine<S extends number, A extends string> extends StateMachineDefinition<S, A> {
  /** Every state value, in order. */
  readonly values: readonly S[];
  /** The state `action` leads to from `from`, or null when the table has no such move. */
  next(action: A, from: number): S | null;
  can(action: A, from: number): boolean;
  /** The actions a record in state `from` offers, in table order. */
  actionsFrom(from: number): A[];
  /** The label of a state, or its number when unknown. */
  label(state: number): string;
  /** The Chinese refusal for an illegal move, naming the current state, e.g. 岗位当前为“已上线”状态，不能编辑. */
  refusal(action: A, from: number): string;
}

export function defineStateMachine<S extends number, A extends string>(definition: StateMachineDefinition<S, A>): StateMachine<S, A> {
  const states = definition.states as Readonly<Record<number, string>>;
  const values = Object.keys(states)
    .map(Number)
    .sort((a, b) => a - b) as S[];
  const rowOf = (action: A, from: number) =>
    definition.transitions.find((row) => row.action === action && (row.from as readonly number[]).includes(from));
  const label = (state: number) => states[state] ?? String(state);
  return Object.freeze({
    ...definition,
    values,
    next: (action: A, from: number) => rowOf(action, from)?.to ?? null,
    can: (action: A, from: number) => rowOf(action, from) !== undefined,
    actionsFrom: (from: number) => [...new Set(definition.transitions.filter((row) => (row.from as readonly number[]).includes(from)).map((row) => row.action))],
    label,
    refusal: (action: A, from: number) => `${definition.subject}当前为“${label(from)}”状态，不能${definition.actions[action]}`,
  });
}
