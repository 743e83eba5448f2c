/** Browser-only values without a hydration mismatch: the server's answer first, then the browser's. */
import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

export function useClientValue<T>(browserValue: () => T, serverValue: T): T {
  return useSyncExternalStore(noSubscription, browserValue, () => serverValue);
}

export function useHydrated(): boolean {
  return useClientValue(() => true, false);
}
