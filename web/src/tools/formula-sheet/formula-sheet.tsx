import a11y from '../../ui/visually-hidden.module.css';
import { ToolPanel } from '../tool-panel';
import classes from './formula-sheet.module.css';
import { ALGEBRA, AREA, DATA, type Formula, PERIMETER, SOLIDS, SOLIDS_NOTE } from './ged-formulas';

/** A formula as shown, with its spoken form for screen readers in place of the symbols. */
function Said({ formula }: { formula: Omit<Formula, 'name'> }) {
  return (
    <>
      <span aria-hidden className={classes.formula}>
        {formula.shown}
      </span>
      <span className={a11y.srOnly}>{formula.spoken}</span>
    </>
  );
}

function FormulaTable({ caption, formulas }: { caption: string; formulas: readonly Formula[] }) {
  return (
    <table className={classes.table}>
      <caption className={classes.caption}>{caption}</caption>
      <tbody>
        {formulas.map((formula) => (
          <tr key={formula.name}>
            <th scope="row">{formula.name}</th>
            <td>
              <Said formula={formula} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** GED Math's formula sheet: tables by topic, each formula with a spoken form. */
export function FormulaSheet() {
  return (
    <div className={classes.sheet}>
      <FormulaTable caption="Area of a:" formulas={AREA} />
      <FormulaTable caption="Perimeter of a:" formulas={PERIMETER} />
      <table className={classes.table}>
        <caption className={classes.caption}>Surface area and volume of a:</caption>
        <thead>
          <tr>
            <td />
            <th scope="col">surface area</th>
            <th scope="col">volume</th>
          </tr>
        </thead>
        <tbody>
          {SOLIDS.map((solid) => (
            <tr key={solid.name}>
              <th scope="row">{solid.name}</th>
              <td>
                <Said formula={solid.area} />
              </td>
              <td>
                <Said formula={solid.volume} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={classes.note}>{SOLIDS_NOTE}</p>
      <table className={classes.table}>
        <caption className={classes.caption}>Data</caption>
        <tbody>
          {DATA.map((entry) => (
            <tr key={entry.name}>
              <th scope="row">{entry.name}</th>
              <td>
                {entry.name} is {entry.text}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <FormulaTable caption="Algebra" formulas={ALGEBRA} />
    </div>
  );
}

/** The formula sheet in a tool panel, scrolling inside it on a small screen. */
export function FormulaSheetPanel({ onClose }: { onClose: () => void }) {
  return (
    <ToolPanel title="Formula sheet" onClose={onClose} className={classes.panel}>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls on its own must take focus, or keyboard users cannot scroll it (axe scrollable-region-focusable) */}
      <section className={classes.scroller} aria-label="Formulas" tabIndex={0}>
        <FormulaSheet />
      </section>
    </ToolPanel>
  );
}
