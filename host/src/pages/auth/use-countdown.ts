import { useCallback, useEffect, useState } from 'react';

/**
 * Seconds left until a moment the server named (a rate limit's Retry-After), ticking each
 * second; `start(seconds)` sets it. Counted against the clock, so a throttled tab stays right.
 */
export function useCountdown(): [secondsLeft: number, start: (seconds: number) => void] {
  const [deadline, setDeadline] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (deadline === null) return undefined;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= deadline) setDeadline(null);
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline]);

  const start = useCallback((seconds: number) => {
    const current = Date.now();
    setNow(current);
    setDeadline(current + seconds * 1000);
  }, []);

  return [deadline === null ? 0 : Math.max(0, Math.ceil((deadline - now) / 1000)), start];
}

/** 75 → "1:15": minutes and seconds, as a countdown reads. */
export function formatCountdown(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
