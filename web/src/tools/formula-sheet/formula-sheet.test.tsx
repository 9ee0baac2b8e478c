import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestProviders } from '../../test/render';
import { FormulaSheetPanel } from './formula-sheet';
import { ALGEBRA, AREA, PERIMETER, SOLIDS } from './ged-formulas';

function renderSheet() {
  const { Providers } = createTestProviders();
  render(
    <Providers>
      <FormulaSheetPanel onClose={() => {}} />
    </Providers>,
  );
  return screen.getByRole('dialog', { name: 'Formula sheet' });
}

describe('FormulaSheetPanel', () => {
  it('gives GED’s formulas in tables by topic', () => {
    renderSheet();
    const tables = screen.getAllByRole('table').map((t) => t.querySelector('caption')?.textContent);
    expect(tables).toEqual([
      'Area of a:',
      'Perimeter of a:',
      'Surface area and volume of a:',
      'Data',
      'Algebra',
    ]);
    const algebra = screen.getByRole('table', { name: 'Algebra' });
    expect(
      within(algebra)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual([
      'slope of a line',
      'slope-intercept form of the equation of a line',
      'point-slope form of the equation of a line',
      'standard form of a quadratic equation',
      'quadratic formula',
      'Pythagorean theorem',
      'simple interest',
      'distance formula',
      'total cost',
    ]);
    const solids = screen.getByRole('table', { name: 'Surface area and volume of a:' });
    expect(
      within(solids)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['rectangular prism', 'right prism', 'cylinder', 'pyramid', 'cone', 'sphere']);
  });

  it('says every formula in words, the symbols hidden from screen readers', () => {
    renderSheet();
    const quadratic = screen.getByText('quadratic formula').closest('tr');
    expect(quadratic?.textContent).toContain(
      'x equals negative b plus or minus the square root of b squared minus 4 a c, all over 2 a',
    );
    expect(quadratic?.querySelector('[aria-hidden]')?.textContent).toBe('x = −b ± √b2 − 4ac2a');
    for (const f of [...AREA, ...PERIMETER, ...ALGEBRA]) expect(f.spoken).toMatch(/\w+ \w+/);
    for (const s of SOLIDS) {
      expect(s.area.spoken).toMatch(/^S A equals/);
      expect(s.volume.spoken).toMatch(/^V equals/);
    }
  });

  it('scrolls in a region the keyboard can reach', () => {
    const dialog = renderSheet();
    const region = within(dialog).getByRole('region', { name: 'Formulas' });
    expect(region.getAttribute('tabindex')).toBe('0');
  });
});
