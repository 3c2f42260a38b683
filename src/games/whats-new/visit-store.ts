/**
 * This device's visits and first-seen games, kept in localStorage. Reading never throws: a
 * missing, damaged or blocked store starts afresh (the row then shows nothing new this time).
 */
import { continueVisit, parseVisitState, type VisitState } from './new-since';
import { VISIT_KEY } from '../../contract/storage-names';

export { VISIT_KEY };

export function readVisitState(): VisitState | undefined {
  try {
    const text = localStorage.getItem(VISIT_KEY);
    return text === null ? undefined : parseVisitState(JSON.parse(text));
  } catch {
    return undefined;
  }
}

export function writeVisitState(state: VisitState): void {
  try {
    localStorage.setItem(VISIT_KEY, JSON.stringify(state));
  } catch {
    // Blocked or full storage: the visit is simply not remembered.
  }
}

/** Notes activity now and answers the state: the current visit, or a new one after a long pause. */
export function touchVisit(now: number): VisitState {
  const state = continueVisit(readVisitState(), now);
  writeVisitState(state);
  return state;
}
