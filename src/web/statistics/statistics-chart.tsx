/**
 * A line chart of some figures over days or hours, drawn by uPlot (a small canvas chart library:
 * about 50 kB, no dependencies), loaded only when a chart is shown: the import is dynamic, so the
 * library is never in another page's first load. Its axes and legend speak the page's language
 * (chart-axis.ts). The canvas is hidden from assistive technology; the table beside it carries the
 * same numbers.
 */
import { useEffect, useRef } from "react";
import type { Locale } from "../../domain/locales.ts";
import { COUNT_STEPS, countLabel, DAY_STEPS, dayLabel, HOUR_STEPS, hourLabel } from "./chart-axis.ts";

export interface ChartSeries {
  label: string;
  values: number[];
  color: string;
  dash?: number[];
}

interface Props {
  /** Days (chart-axis.ts daySeconds) or hours of the day (0–23). */
  x: number[];
  unit: "day" | "hour";
  series: ChartSeries[];
  /** What the x axis counts, in the legend. */
  xTitle: string;
  locale: Locale;
}

export function StatisticsChart({ x, unit, series, xTitle, locale }: Props) {
  const box = useRef<HTMLDivElement>(null);
  // Drawn again when the numbers or the language change, not on every render (the arrays are new each time).
  const key = JSON.stringify([x, unit, series, xTitle, locale]);
  const latest = useRef({ x, unit, series, xTitle, locale });
  useEffect(() => {
    latest.current = { x, unit, series, xTitle, locale };
  });
  useEffect(() => {
    const { x, unit, series, xTitle, locale } = latest.current;
    const element = box.current;
    if (!element) return;
    let disposed = false;
    let chart: { destroy(): void; setSize(size: { width: number; height: number }): void } | undefined;
    let observer: ResizeObserver | undefined;
    void Promise.all([import("uplot"), import("uplot/dist/uPlot.min.css")]).then(([{ default: UPlot }]) => {
      if (disposed) return;
      const size = () => ({ width: Math.max(280, element.clientWidth), height: 260 });
      const xLabel = (value: number) => (unit === "day" ? dayLabel(value, locale) : hourLabel(value, locale));
      chart = new UPlot(
        {
          ...size(),
          // Days are UTC midnights: the ticks fall on them too, whatever the browser's time zone.
          tzDate: (seconds) => UPlot.tzDate(new Date(seconds * 1000), "Etc/UTC"),
          scales: { x: { time: unit === "day" } },
          axes: [
            { incrs: unit === "day" ? DAY_STEPS : HOUR_STEPS, values: (_chart, ticks) => ticks.map(xLabel) },
            { incrs: COUNT_STEPS, values: (_chart, ticks) => ticks.map((tick) => countLabel(tick, locale)) },
          ],
          series: [
            { label: xTitle, value: (_chart, value) => (value === null ? "—" : xLabel(value)) },
            ...series.map((s) => ({
              label: s.label,
              value: (_chart: unknown, value: number | null) => (value === null ? "—" : countLabel(value, locale)),
              stroke: s.color,
              width: 2,
              dash: s.dash,
              points: { show: x.length < 40 },
            })),
          ],
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
