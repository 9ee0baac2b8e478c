import a11y from '../../ui/visually-hidden.module.css';
import classes from './calculator.module.css';

/**
 * A calculator's two-line display: above, the calculation as entered (`top`); below, the
 * number being typed or the result (`main`), announced politely to screen readers. Indicators
 * (DEG, M) sit in the corner.
 */
export function CalculatorDisplay({
  topLabel,
  top,
  mainLabel,
  main,
  error,
  indicators,
}: {
  topLabel: string;
  top: string;
  mainLabel: string;
  main: string;
  error: boolean;
  indicators: readonly { short: string; spoken: string }[];
}) {
  return (
    <div className={classes.display}>
      <div className={classes.indicators}>
        {indicators.map((indicator) => (
          <span key={indicator.short}>
            <span aria-hidden>{indicator.short}</span>
            <span className={a11y.srOnly}>{indicator.spoken}</span>
          </span>
        ))}
      </div>
      <output aria-label={topLabel} aria-live="off" className={classes.topLine}>
        {top}
      </output>
      <output
        aria-label={mainLabel}
        aria-live="polite"
        className={classes.mainLine}
        data-error={error || undefined}
      >
        {main}
      </output>
    </div>
  );
}
