/** Reads the locale layout's data (portal name, page titles) from a route's meta matches. */
type LayoutData = { app: { name: string; description: string }; pageTitles: Record<string, string> };
type Match = { id: string; loaderData?: unknown } | undefined;

export function layoutData(matches: readonly Match[]): LayoutData | undefined {
  return matches.find((match) => match?.id === "routes/locale-layout")?.loaderData as LayoutData | undefined;
}
