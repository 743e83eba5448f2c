/** The frame of a short form page (log in, sign up, recovery): a narrow column with its heading. */
import type { ReactNode } from "react";

export function FormPage({ title, intro, children, aside }: { title: string; intro?: ReactNode; children: ReactNode; aside?: ReactNode }) {
  return (
    <div className="mx-auto max-w-xl space-y-6 px-4 py-8">
      <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{title}</h1>
      {intro ? <div className="text-slate-800">{intro}</div> : null}
      {children}
      {aside ? <div className="border-t border-slate-200 pt-4 text-sm">{aside}</div> : null}
    </div>
  );
}
