/**
 * Whether links may be prefetched: not on slow connections (2g, slow-2g) or with data saver on.
 * Takes `navigator.connection` (Network Information API) as an argument; unknown means "go ahead".
 */
export interface ConnectionInfo {
  saveData?: boolean;
  effectiveType?: string;
}

const SLOW_EFFECTIVE_TYPES: ReadonlySet<string> = new Set(["slow-2g", "2g"]);

export function shouldPrefetch(connection: ConnectionInfo | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData === true) return false;
  return connection.effectiveType === undefined || !SLOW_EFFECTIVE_TYPES.has(connection.effectiveType);
}
