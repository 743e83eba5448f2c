/**
 * A part of an information page under its title (the FAQ's topics, the waiting areas' countries,
 * the partner API's parts), named by its heading for screen readers.
 */
import type { ReactNode } from "react";

export function PageSection({ id, headingId, title, children }: { id?: string; headingId: string; title: ReactNode; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={headingId} className="mt-8">
      <h2 id={headingId} className="text-2xl font-semibold text-brand-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
