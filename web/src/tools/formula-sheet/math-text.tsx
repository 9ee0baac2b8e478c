import type { ReactNode } from 'react';
import classes from './formula-sheet.module.css';

/** A stacked fraction: numerator over denominator. */
export function Frac({ num, den }: { num: ReactNode; den: ReactNode }) {
  return (
    <span className={classes.frac}>
      <span className={classes.num}>{num}</span>
      <span className={classes.den}>{den}</span>
    </span>
  );
}

/** A variable, in italics as in print. */
export function V({ children }: { children: ReactNode }) {
  return <var className={classes.variable}>{children}</var>;
}

/** A square root sign over its radicand. */
export function Sqrt({ children }: { children: ReactNode }) {
  return (
    <span className={classes.sqrt}>
      √<span className={classes.radicand}>{children}</span>
    </span>
  );
}
