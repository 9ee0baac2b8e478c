import { TIMER_ANNOUNCEMENTS } from '@app/domain';
import { useEffect, useRef, useState } from 'react';

function announcement(seconds: number): string {
  return seconds >= 120 ? `${seconds / 60} minutes left` : '1 minute left';
}

/**
 * A countdown to a deadline the server gave as seconds left at `syncedAt` (a Date.now()), so
 * a reload or a slow tab never gains time and the device's own clock may be wrong. A new
 * `syncedAt` (the server was asked again) sets the deadline afresh. `onExpire` runs once when
 * it reaches 0. `spoken` is what a polite live region should say: only at 5 minutes and 1
 * minute left, never every second (thresholds already passed when it starts are not said).
 */
export function useCountdown(
  remainingSeconds: number,
  syncedAt: number,
  onExpire?: () => void,
): { left: number; spoken: string } {
  const [left, setLeft] = useState(remainingSeconds);
  const [spoken, setSpoken] = useState('');
  const announced = useRef<Set<number> | null>(null);
  const onExpireRef = useRef(onExpire);
  onExpireRef.current = onExpire;

  useEffect(() => {
    const deadline = syncedAt + remainingSeconds * 1000;
    if (announced.current === null) {
      announced.current = new Set(TIMER_ANNOUNCEMENTS.filter((at) => remainingSeconds <= at));
    }
    const said = announced.current;
    let expired = false;
    const tick = () => {
      const seconds = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setLeft(seconds);
      for (const at of TIMER_ANNOUNCEMENTS) {
        if (seconds <= at && !said.has(at)) {
          said.add(at);
          setSpoken(announcement(at));
        }
      }
      if (seconds === 0 && !expired) {
        expired = true;
        onExpireRef.current?.();
      }
    };
    tick();
    const timer = setInterval(tick, 250);
    return () => clearInterval(timer);
  }, [remainingSeconds, syncedAt]);

  return { left, spoken };
}
