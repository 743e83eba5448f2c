/**
 * A line chart of some figures over days or hours, drawn by uPlot (a small canvas chart library:
 * about 50 kB, no dependencies), loaded only when a chart is shown: the import is dynamic, so the
 * library is never in another page's first load. The canvas is hidden from assistive technology;
 * the table beside it (statistics-table.tsx) carries the same numbers.
 */
import { useEffect, useRef } from "react";

export interface ChartSeries {
  label: string;
  values: number[];
  color: string;
  dash?: number[];
}

interface Props {
  /** Unix seconds (days) or plain numbers (hours of day). */
  x: number[];
  time: boolean;
  series: ChartSeries[];
  /** Labels of the x axis' ticks for plain numbers. */
  xLabel?: (value: number) => string;
  /** What the x axis counts, in the legend. */
  xTitle: string;
}

export function StatisticsChart({ x, time, series, xLabel, xTitle }: Props) {
  const box = useRef<HTMLDivElement>(null);
  // Drawn again when the numbers change, not on every render (the arrays are new each time).
  const key = JSON.stringify([x, time, series, xTitle]);
  const latest = useRef({ x, time, series, xLabel, xTitle });
  useEffect(() => {
    latest.current = { x, time, series, xLabel, xTitle };
  });
  useEffect(() => {
    const { x, time, series, xLabel, xTitle } = latest.current;
    const element = box.current;
    if (!element) return;
    let disposed = false;
    let chart: { destroy(): void; setSize(size: { width: number; height: number }): void } | undefined;
    let observer: ResizeObserver | undefined;
    void Promise.all([import("uplot"), import("uplot/dist/uPlot.min.css")]).then(([{ default: UPlot }]) => {
      if (disposed) return;
      const size = () => ({ width: Math.max(280, element.clientWidth), height: 260 });
      chart = new UPlot(
        {
          ...size(),
          scales: { x: { time } },
          axes: [{ values: time ? undefined : (_chart: unknown, ticks: number[]) => ticks.map((tick) => (xLabel ? xLabel(tick) : String(tick))) }, {}],
          series: [{ label: xTitle }, ...series.map((s) => ({ label: s.label, stroke: s.color, width: 2, dash: s.dash, points: { show: x.length < 40 } }))],
          legend: { show: true },
        },
        [x, ...series.map((s) => s.values)],
        element,
      );
      observer = new ResizeObserver(() => chart?.setSize(size()));
      observer.observe(element);
    });
    return () => {
      disposed = true;
      observer?.disconnect();
      chart?.destroy();
    };
  }, [key]);
  return <div ref={box} aria-hidden="true" className="min-h-[300px] w-full overflow-hidden" />;
}
