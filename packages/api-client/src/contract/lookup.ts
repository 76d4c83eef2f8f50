/** Reads of the derived call directory (./directory.ts): no schema is loaded until a row is needed. */
import type { Access, CallDef, ServiceName } from './define';
import { callDirectory, groupLoaders, type Scope } from './directory';
import type { CallName } from './index';

/** The service a call belongs to (for base URLs and query keys). */
export function serviceOf(name: CallName): ServiceName {
  return callDirectory[name][1];
}

/** Whether a call reads (a query) or writes (a mutation). */
export function accessOf(name: CallName): Access {
  return callDirectory[name][2];
}

/** Whether a call's answer belongs to the signed-in subscriber or is the same for everyone. */
export function scopeOf(name: CallName): Scope {
  return callDirectory[name][3];
}

/** The row of a call, loading its group on first use. */
export async function loadRow(name: CallName): Promise<CallDef> {
  const group = callDirectory[name][0];
  const calls: Record<string, CallDef> = await groupLoaders[group]();
  const row = calls[name];
  if (!row) throw new Error(`call ${name} is not in group ${group}`);
  return row;
}
