/**
 * A <details> whose content's code loads when it is first opened (the wizard's inline add-driver and
 * add-vehicle forms, which most bookings never open). The server renders the content in full, so it
 * reads and submits the same without JavaScript. In the browser the content keeps the server's HTML,
 * not yet hydrated, until the details is opened (or is open from the start); then its code loads
 * (`lazyRendered` components inside) and React hydrates it. Reached by a client-side navigation, the
 * closed content is rendered when opened, with `fallback` while its code loads.
 */
import { Suspense, use, useState, type ReactNode } from "react";

interface Gate {
  opened: boolean;
  promise: Promise<void>;
  open: () => void;
}

function newGate(opened: boolean): Gate {
  let open = () => {};
  const promise = new Promise<void>((resolve) => (open = resolve));
  const gate: Gate = { opened, promise, open: () => ((gate.opened = true), open()) };
  if (opened) gate.open();
  return gate;
}

/** Suspends its Suspense boundary until the gate opens: a boundary still hydrating keeps the server's HTML. */
function Closed({ gate }: { gate: Gate }) {
  if (!gate.opened) use(gate.promise);
  return null;
}

export function DetailsLoadedOnOpen({
  summary,
  open,
  fallback,
  className,
  summaryClassName,
  children,
}: {
  summary: ReactNode;
  open: boolean;
  fallback: ReactNode;
  className?: string;
  summaryClassName?: string;
  children: ReactNode;
}) {
  // The server renders everything at once; the browser waits for the first opening.
  const [gate] = useState(() => newGate(open || import.meta.env.SSR));
  if (open && !gate.opened) gate.open();
  return (
    <details open={open} className={className} onToggle={(event) => event.currentTarget.open && !gate.opened && gate.open()}>
      <summary className={summaryClassName}>{summary}</summary>
      <Suspense fallback={fallback}>
        <Closed gate={gate} />
        {children}
      </Suspense>
    </details>
  );
}
