/**
 * Defaults for the data cache (TanStack Query), kept free of the library so they are testable alone:
 * data is fresh for 1 minute, kept 5 minutes after its last use, never retried automatically
 * (the API client already retries reads) and not refetched on window focus.
 */
export const QUERY_DEFAULTS = {
  staleTime: 60_000,
  gcTime: 300_000,
  retry: false,
  refetchOnWindowFocus: false,
} as const;

export interface QueryClientConfigShape {
  defaultOptions: {
    queries: { staleTime: number; gcTime: number; retry: boolean; refetchOnWindowFocus: boolean };
    mutations: { retry: boolean };
  };
}

/** Options for `new QueryClient(...)`; a fresh object on every call. */
export function queryClientConfig(): QueryClientConfigShape {
  return {
    defaultOptions: {
      queries: { ...QUERY_DEFAULTS },
      mutations: { retry: false },
    },
  };
}
