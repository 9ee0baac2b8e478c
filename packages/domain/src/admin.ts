import { FIT_BOUNDS, type ItemEstimate, misfitKind } from './readiness/calibration';

/**
 * Rules of the admin panel (spec §2 /admin, §5 question upload, §8 upload toasts; issue 12):
 * page sizes, import bounds, report reasons and the item-statistics flags.
 */

/** Questions per page of the admin list; at most ADMIN_MAX_PAGE_SIZE on request. */
export const ADMIN_PAGE_SIZE = 25;
export const ADMIN_MAX_PAGE_SIZE = 100;
/**
 * GET /api/questions without a limit answers every matching question, up to this many in one
 * answer (read in pages of ADMIN_LIST_CHUNK); beyond it a Link header names the next part.
 */
export const ADMIN_LIST_ALL_MAX = 10_000;
export const ADMIN_LIST_CHUNK = 500;

/** A bulk import: the file's size and its number of questions. */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 5000;
/** Problems listed in one import report (the count says how many more there were). */
export const IMPORT_MAX_PROBLEMS = 500;

/**
 * The columns of the CSV import and export, in the export's order (a header row names them;
 * the export adds `id` first and `status` last, which the import ignores). Every field of
 * every item type has its column (decision 0030); an empty cell is an absent field.
 */
export const QUESTION_CSV_COLUMNS = [
  'examTypeId',
  'category',
  'type',
  'passage',
  'questionText',
  'optionA',
  'optionB',
  'optionC',
  'optionD',
  'optionE',
  'optionF',
  'correctAnswer',
  'unit',
  'tolerance',
  'explanation',
  'difficulty',
  'key',
  'topic',
  'subarea',
] as const;
/** The columns a CSV file's header must name (a fill-in item leaves its options empty). */
export const QUESTION_CSV_REQUIRED = [
  'examTypeId',
  'category',
  'questionText',
  'optionA',
  'optionB',
  'optionC',
  'optionD',
  'correctAnswer',
  'explanation',
] as const;
/** Columns of an export that an import reads past. */
export const QUESTION_CSV_IGNORED = ['id', 'status'] as const;

/**
 * The formats of a question file, for import and export (decision 0030): CSV, JSON in the
 * seed files' format, and Moodle's GIFT (no ordering type: an export leaves ordered items out).
 */
export const QUESTION_FILE_FORMATS = ['csv', 'json', 'gift'] as const;
export type QuestionFileFormat = (typeof QUESTION_FILE_FORMATS)[number];
export const QUESTION_FILE_FORMAT_LABELS: Record<QuestionFileFormat, string> = {
  csv: 'CSV',
  json: 'JSON',
  gift: 'GIFT (Moodle)',
};
/** What a file chooser offers for an import (GIFT files are .gift or plain .txt). */
export const QUESTION_FILE_ACCEPT = '.csv,.json,.gift,.txt,text/csv,application/json,text/plain';
export const GIFT_EXPORT_NOTE =
  'GIFT holds single-answer, multiple-answer and numeric items; it has no ordering type, so ordered items are left out (the file says how many).';

/** Limits of one question's fields (admin entry and import). */
export const QUESTION_LIMITS = {
  questionText: 4000,
  questionTextMin: 10,
  passage: 8000,
  passageMin: 20,
  option: 500,
  explanation: 4000,
  explanationMin: 20,
} as const;

/** Why a student reports a question (review and tutor screens). */
export const REPORT_REASONS = ['wrong_key', 'unclear', 'typo', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  wrong_key: 'The answer key is wrong',
  unclear: 'The question is unclear',
  typo: 'Typo or formatting problem',
  other: 'Something else',
};
export const REPORT_DETAILS_MAX = 1000;
export const REPORT_STATUSES = ['open', 'resolved', 'dismissed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/**
 * Item statistics (modelled on Moodle's quiz statistics): an item is flagged once it has
 * ITEM_FLAG.minAnswers answers and its facility or discrimination is out of bounds.
 */
export const ITEM_FLAG = {
  minAnswers: 30,
  facilityBelow: 0.2,
  facilityAbove: 0.95,
  discriminationBelow: 0.1,
} as const;

/**
 * The tests whose answers say something about an item, for its statistics and its calibration
 * (decisions 0011, 0038): timed, tutor, custom and simulation tests — not the 3 free questions,
 * not reviews of missed or bookmarked questions (chosen because they were answered before) —
 * of students, not of demo accounts, whose past tests are scripted.
 */
export const ITEM_EVIDENCE_MODES = ['timed', 'tutor', 'custom', 'simulation'] as const;

/**
 * Flags: facility or discrimination out of bounds (ITEM_FLAG), or answers that do not fit the
 * Rasch model (readiness/calibration.ts, FIT_BOUNDS, from MIN_ANSWERS_FOR_FIT answers):
 * 'misfit_erratic' or 'misfit_predictable' (misfitKind).
 */
export type ItemFlag =
  | 'too_hard'
  | 'too_easy'
  | 'low_discrimination'
  | 'misfit_erratic'
  | 'misfit_predictable';

/** Why an item with these figures is flagged (empty: not flagged). */
export function itemFlags(
  answered: number,
  facility: number | null,
  discrimination: number | null,
  /** The item's fit to the Rasch model, when it has been calibrated. */
  fit: Pick<ItemEstimate, 'infit' | 'outfit' | 'misfit'> | null = null,
): ItemFlag[] {
  const flags: ItemFlag[] = [];
  if (answered >= ITEM_FLAG.minAnswers && facility !== null) {
    if (facility < ITEM_FLAG.facilityBelow) flags.push('too_hard');
    if (facility > ITEM_FLAG.facilityAbove) flags.push('too_easy');
    if (discrimination === null || discrimination < ITEM_FLAG.discriminationBelow) {
      flags.push('low_discrimination');
    }
  }
  const misfit = fit ? misfitKind(fit) : null;
  if (misfit) flags.push(`misfit_${misfit}`);
  return flags;
}

export const ITEM_FLAG_LABELS: Record<ItemFlag, string> = {
  too_hard: 'Facility under 20%',
  too_easy: 'Facility over 95%',
  low_discrimination: 'Discrimination under 0.1',
  misfit_erratic: `Misfit: infit over ${FIT_BOUNDS.infitHigh} or outfit over ${FIT_BOUNDS.outfitHigh}`,
  misfit_predictable: `Misfit: infit under ${FIT_BOUNDS.infitLow}`,
};

/**
 * Pearson correlation of the item score x (0/1) with the rest-of-test score y, from the sums
 * the statistics job keeps (Σx = correct, Σx² = correct). Null when either does not vary.
 */
export function discriminationIndex(s: {
  answered: number;
  correct: number;
  sumY: number;
  sumYY: number;
  sumXY: number;
}): number | null {
  const n = s.answered;
  if (n < 2) return null;
  const varX = n * s.correct - s.correct * s.correct;
  const varY = n * s.sumYY - s.sumY * s.sumY;
  if (varX <= 0 || varY <= 1e-12) return null;
  return (n * s.sumXY - s.correct * s.sumY) / Math.sqrt(varX * varY);
}

/** User-facing texts of the admin panel (spec §8 for the upload toasts). */
export const ADMIN_MESSAGES = {
  uploadValidation: 'Validation Error: Please fill in all required fields.',
  uploadSuccess: 'Success! Question added successfully',
  uploadFailed: (message: string) => `Failed to add question: ${message}`,
  questionNotFound: 'That question does not exist.',
  categoryNotInExam: (exam: string, categories: readonly string[]) =>
    `Category must be one of ${exam}'s categories: ${categories.join(', ')}`,
  examNotFound: 'Exam type must be one of the catalogue ids 1 to 7',
  editNothing: 'Change at least one field.',
  optionERequired: 'The correct answer is E, so option E is required.',
  alternateKeyEdit:
    'This is a multiple-select, ordered or fill-in item: change it by importing its new version as JSON in the seed format (Import questions), then retire this one.',
  reportNotSeen: 'You can report a question after you have answered it in a test.',
  reportAlreadyOpen: 'You have already reported this question. We will look at it soon.',
  reportNotFound: 'There are no open reports for that question.',
  reportSent: 'Thank you. We will check this question.',
  importEmpty: 'The file holds no questions.',
  importTooManyRows: (max: number) => `The file holds more than ${max} questions; split it.`,
  importUnknownFormat:
    'Upload a .csv file (with a header row), a .json file in the seed files’ format, or a Moodle GIFT file (.gift or .txt).',
  importNoFile: 'Choose a file to upload.',
  importTooLarge: (maxMb: number) => `The file is too large: at most ${maxMb} MB.`,
} as const;
