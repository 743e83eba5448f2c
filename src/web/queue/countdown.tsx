/**
 * A live countdown (a held timeslot, the time left to confirm or to enter). It counts from the
 * seconds the API answered, not from a deadline, because the server's clock is the engine's (the
 * test clock may run ahead) and the phone's may be wrong. Wall-clock time is used for what has
 * passed since, so a phone that slept catches up when it wakes. Server and first client render
 * show the same figure (no hydration mismatch).
 */
import { useEffect, useRef, useState } from "react";

/** Seconds left of `initialSeconds`, ticking every second; restarts when `initialSeconds` (or `resetKey`) changes. */
export function useSecondsLeft(initialSeconds: number, resetKey?: unknown): number {
  const [state, setState] = useState({ initialSeconds, resetKey, left: initialSeconds });
  if (state.initialSeconds !== initialSeconds || state.resetKey !== resetKey) {
    setState({ initialSeconds, resetKey, left: initialSeconds });
  }
  useEffect(() => {
    const startedAt = Date.now();
    const tick = () => {
      const passed = Math.floor((Date.now() - startedAt) / 1000);
      setState((current) => ({ ...current, left: Math.max(0, initialSeconds - passed) }));
    };
    const timer = window.setInterval(tick, 1000);
    document.addEventListener("visibilitychange", tick);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", tick);
    };
  }, [initialSeconds, resetKey]);
  return state.left;
}

/** "1:05:09", "14:59", "0:07": hours only when there are any. */
export function formatSecondsLeft(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const rest = String(s % 60).padStart(2, "0");
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, "0")}:${rest}` : `${minutes}:${rest}`;
}

/**
 * The countdown as text in a `role="timer"` element (not announced every second); `onExpire` runs
 * once when it reaches zero.
 */
export function Countdown({
  seconds,
  resetKey,
  onExpire,
  className,
  label,
}: {
  seconds: number;
  resetKey?: unknown;
  onExpire?: () => void;
  className?: string;
  /** What the time is left for, read by screen readers with the figure. */
  label: string;
}) {
  const left = useSecondsLeft(seconds, resetKey);
  const expired = useRef(false);
  useEffect(() => {
    if (left > 0) expired.current = false;
    else if (!expired.current) {
      expired.current = true;
      onExpire?.();
    }
  }, [left, onExpire]);
  return (
    <span role="timer" aria-label={`${label}: ${formatSecondsLeft(left)}`} className={className}>
      {formatSecondsLeft(left)}
    </span>
  );
}
