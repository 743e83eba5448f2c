/**
 * What a user does to their own entries (confirm, cancel, extend), as the API's endpoints and the
 * simulation (docs/statistics.md) both do it: through `actOnEntries`, with the user as the actor and
 * only their own entries found (another's answers 404).
 */
import type { QueueEvent } from "../../../domain/queue/transitions.ts";
import type { Database } from "../../db/client.ts";
import type { ApiProblem } from "../../http/errors.ts";
import { actOnEntries, type EntryAction, type EntryRow } from "./entry-store.ts";

export interface UserAction {
  userId: number;
  entryId: number;
  at: Date;
  event: EntryAction["event"];
}

/** A user's action as `actOnEntries` takes it. */
export const userAction = ({ userId, entryId, at, event }: UserAction): EntryAction => ({ id: entryId, actor: { kind: "user", id: userId }, at, event });

/** Whom a user's action finds: their own entries only. */
export const usersOwn = (row: EntryRow, action: EntryAction) => row.userId === action.actor.id;

/** Users' actions, each on a different entry, in one transaction; answers each changed entry or its 404/409 problem. */
export function actAsUsers(db: Database, actions: readonly UserAction[]): Promise<Array<EntryRow | ApiProblem>> {
  return actOnEntries(db, actions.map(userAction), usersOwn);
}

/** A user's action on their entry: the changed entry, or throws the 404/409 problem. */
export async function actAsUser(db: Database, userId: number, entryId: number, event: QueueEvent | EntryAction["event"], now: Date): Promise<EntryRow> {
  const [answer] = await actAsUsers(db, [{ userId, entryId, at: now, event }]);
  if (answer instanceof Error) throw answer;
  return answer!;
}
