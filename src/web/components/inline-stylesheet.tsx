/**
 * The app's stylesheet, written into the head of every page the server renders instead of linked:
 * the page paints as soon as its HTML arrives, without a render-blocking request for the
 * stylesheet first (on a slow phone connection, a round trip or more before anything shows). The
 * server passes the built CSS in (entry.server.tsx); the browser's bundle never carries it, and
 * hydration keeps the element the server sent as it is.
 */
import { createContext, useContext } from "react";

const StylesheetContext = createContext("");

export const StylesheetProvider = StylesheetContext.Provider;

export function InlineStylesheet() {
  const css = useContext(StylesheetContext);
  return <style data-app-stylesheet="" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: css }} />;
}
