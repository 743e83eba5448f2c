/** A titled card of a page (profile sections, the operator's lane controls), named by its heading for screen readers. */
import type { ReactNode } from "react";

export function SectionCard({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-4 rounded border border-slate-200 bg-white p-5">
      <h2 id={`${id}-heading`} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
