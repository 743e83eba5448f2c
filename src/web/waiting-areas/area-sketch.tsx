/**
 * A small sketch placing a waiting area and the checkpoint it serves from their coordinates, north
 * up (no map tiles: the portal works without reaching any other site). Its description says how far
 * apart they are; the coordinates and a geo: link are beside it on the page.
 */
import { sketchPoints, type Position } from "../../domain/waiting-areas.ts";

const SIZE = 200;

export function AreaSketch({ area, checkpoint, title, areaLabel, checkpointLabel }: { area: Position; checkpoint: Position; title: string; areaLabel: string; checkpointLabel: string }) {
  const points = sketchPoints(area, checkpoint, SIZE, 36);
  // Labels sit on the side away from the other point, so that they do not cross the line.
  const below = (p: { y: number }, other: { y: number }) => (p.y >= other.y ? p.y + 22 : p.y - 14);
  // …and grow towards the middle, so that they stay inside the box.
  const label = (p: { x: number }) => (p.x < SIZE / 2 ? { x: p.x - 8, textAnchor: "start" as const } : { x: p.x + 8, textAnchor: "end" as const });
  return (
    <svg viewBox={`0 0 ${SIZE} ${SIZE}`} role="img" aria-label={title} className="h-auto w-full max-w-xs rounded border border-slate-300 bg-slate-50">
      <title>{title}</title>
      <text x={SIZE - 14} y="18" textAnchor="middle" fontSize="12" fill="#334155" aria-hidden="true">
        N
      </text>
      <path d={`M${SIZE - 14} 22v14M${SIZE - 18} 27l4-5 4 5`} stroke="#334155" fill="none" strokeWidth="1.5" />
      <line x1={points.area.x} y1={points.area.y} x2={points.checkpoint.x} y2={points.checkpoint.y} stroke="#64748b" strokeWidth="2" strokeDasharray="5 4" />
      <rect x={points.checkpoint.x - 7} y={points.checkpoint.y - 7} width="14" height="14" fill="#1e3a8a" />
      <circle cx={points.area.x} cy={points.area.y} r="8" fill="#b45309" />
      <text {...label(points.checkpoint)} y={below(points.checkpoint, points.area)} fontSize="12" fill="#0f172a">
        {checkpointLabel}
      </text>
      <text {...label(points.area)} y={below(points.area, points.checkpoint)} fontSize="12" fill="#0f172a">
        {areaLabel}
      </text>
    </svg>
  );
}
