/** Why a calculation has no result. */
export type CalcErrorKind = 'syntax' | 'parentheses' | 'divide-by-zero' | 'domain' | 'overflow';

/** What the display says for each kind (after 'Error: '). */
export const CALC_ERROR_TEXT: Record<CalcErrorKind, string> = {
  syntax: 'syntax',
  parentheses: 'unbalanced parentheses',
  'divide-by-zero': 'division by zero',
  domain: 'no real result',
  overflow: 'overflow',
};

/** The display line of a failed calculation. */
export function errorDisplay(kind: CalcErrorKind): string {
  return `Error: ${CALC_ERROR_TEXT[kind]}`;
}

/** Thrown inside the tokenizer and evaluator; `evaluate` turns it into a result. */
export class CalcError extends Error {
  constructor(readonly kind: CalcErrorKind) {
    super(CALC_ERROR_TEXT[kind]);
    this.name = 'CalcError';
  }
}
