/**
 * Options of the server's streaming render (entry.server.tsx). React outlines a finished Suspense
 * boundary larger than `progressiveChunkSize` (about 12.8 KB by default): it sends the boundary's
 * fallback first and its content later, with an inline script that swaps it in, which a browser
 * without JavaScript never runs. The portal's boundaries are rendered complete on the server
 * (`lazyRendered`), so none is outlined: every page reads the same without JavaScript.
 */
export const STREAM_OPTIONS = { progressiveChunkSize: Number.MAX_SAFE_INTEGER } as const;
