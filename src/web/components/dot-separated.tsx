/**
 * Short facts in a row, "Вантажівка · Основна черга · Жива черга", that wrap as whole items with no
 * separator left dangling: none ends a line, none starts one. Every item carries a "·" before it;
 * the row is shifted back by a separator's width inside a box that clips what sticks out, so the
 * separator of the first item on each line (the row's first, or one that wrapped) is cut off.
 * The separators are decoration, hidden from assistive technology, which reads each item (a flex
 * item: a box of its own) apart.
 */
import type { ReactNode } from "react";

export function DotSeparated({ items, className = "" }: { items: readonly ReactNode[]; className?: string }) {
  if (items.length === 0) return null;
  return (
    <span className={`block overflow-hidden ${className}`}>
      <span className="-ms-[1.25em] flex flex-wrap">
        {items.map((item, index) => (
          // The items are a fixed list of facts, never reordered: their place is their identity.
          // Each is a row of its own: an item too long for a line wraps under its own start, not
          // under its separator (which may be the clipped one).
          <span key={index} className="flex min-w-0">
            <span aria-hidden="true" className="w-[1.25em] shrink-0 text-center">
              ·
            </span>
            <span className="min-w-0">{item}</span>
          </span>
        ))}
      </span>
    </span>
  );
}
