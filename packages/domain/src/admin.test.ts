import { describe, expect, it } from 'vitest';
import { ITEM_FLAG_LABELS, itemFlags } from './admin';

describe('item statistics flags', () => {
  it('flag facility and discrimination only from 30 answers', () => {
    expect(itemFlags(29, 0.1, 0.0)).toEqual([]);
    expect(itemFlags(30, 0.1, 0.3)).toEqual(['too_hard']);
    expect(itemFlags(30, 0.97, null)).toEqual(['too_easy', 'low_discrimination']);
  });

  it('add the Rasch misfit, with its kind, whatever the facility says', () => {
    expect(itemFlags(150, 0.5, 0.3, { infit: 1.4, outfit: 1.6, misfit: true })).toEqual([
      'misfit_erratic',
    ]);
    expect(itemFlags(150, 0.5, 0.3, { infit: 0.7, outfit: 0.6, misfit: true })).toEqual([
      'misfit_predictable',
    ]);
    expect(itemFlags(150, 0.5, 0.3, { infit: 1.0, outfit: 1.0, misfit: false })).toEqual([]);
    // Not judged yet: no flag.
    expect(itemFlags(150, 0.5, 0.3, { infit: 1.9, outfit: 1.9, misfit: null })).toEqual([]);
    expect(ITEM_FLAG_LABELS.misfit_erratic).toBe('Misfit: infit over 1.2 or outfit over 1.3');
  });
});
