import { describe, expect, it } from 'vitest';
import {
  addRange,
  isCovered,
  normalizeRanges,
  rangeAt,
  subtractRange,
  type TextRange,
  textSegments,
  toggleRange,
} from './highlight-ranges';

describe('normalizeRanges', () => {
  it('sorts and merges overlapping, nested and touching ranges', () => {
    expect(
      normalizeRanges([
        [4, 9],
        [0, 5],
        [9, 12],
        [20, 22],
        [21, 21],
        [20, 21],
      ]),
    ).toEqual([
      [0, 12],
      [20, 22],
    ]);
    expect(
      normalizeRanges([
        [0, 10],
        [2, 3],
      ]),
    ).toEqual([[0, 10]]);
  });

  it('drops empty, reversed, negative and malformed ranges', () => {
    expect(normalizeRanges([[3, 3], [5, 2], [-1, 4], [1.5, 3], [1], [1, 2, 3], [7, 8]])).toEqual([
      [7, 8],
    ]);
  });

  it('does not change its input', () => {
    const ranges: TextRange[] = [
      [5, 9],
      [0, 6],
    ];
    normalizeRanges(ranges);
    expect(ranges).toEqual([
      [5, 9],
      [0, 6],
    ]);
  });
});

describe('add, subtract, toggle', () => {
  it('adds a range, merging the highlights it touches', () => {
    expect(
      addRange(
        [
          [0, 3],
          [10, 12],
        ],
        [2, 11],
      ),
    ).toEqual([[0, 12]]);
    expect(addRange([[0, 3]], [5, 7])).toEqual([
      [0, 3],
      [5, 7],
    ]);
  });

  it('subtracts a range, splitting a highlight around it', () => {
    expect(subtractRange([[0, 10]], [3, 5])).toEqual([
      [0, 3],
      [5, 10],
    ]);
    expect(
      subtractRange(
        [
          [0, 4],
          [6, 10],
        ],
        [2, 8],
      ),
    ).toEqual([
      [0, 2],
      [8, 10],
    ]);
    expect(subtractRange([[0, 4]], [0, 4])).toEqual([]);
  });

  it('toggles: a selection inside a highlight removes it, any other selection adds', () => {
    expect(toggleRange([], [2, 5])).toEqual([[2, 5]]);
    expect(toggleRange([[0, 10]], [2, 5])).toEqual([
      [0, 2],
      [5, 10],
    ]);
    expect(toggleRange([[2, 5]], [2, 5])).toEqual([]);
    // Partly highlighted: the whole selection becomes highlighted.
    expect(toggleRange([[0, 4]], [2, 8])).toEqual([[0, 8]]);
    expect(toggleRange([[0, 4]], [6, 6])).toEqual([[0, 4]]);
  });

  it('finds the highlight at an offset', () => {
    expect(
      rangeAt(
        [
          [3, 6],
          [8, 9],
        ],
        5,
      ),
    ).toEqual([3, 6]);
    expect(rangeAt([[3, 6]], 6)).toBeUndefined();
    expect(
      isCovered(
        [
          [0, 3],
          [3, 6],
        ],
        [1, 5],
      ),
    ).toBe(true);
    expect(
      isCovered(
        [
          [0, 3],
          [4, 6],
        ],
        [1, 5],
      ),
    ).toBe(false);
  });
});

describe('textSegments', () => {
  it('cuts a text into plain and marked parts', () => {
    expect(
      textSegments('The heart pumps blood.', [
        [4, 9],
        [16, 21],
      ]),
    ).toEqual([
      { text: 'The ', start: 0, end: 4, marked: false },
      { text: 'heart', start: 4, end: 9, marked: true },
      { text: ' pumps ', start: 9, end: 16, marked: false },
      { text: 'blood', start: 16, end: 21, marked: true },
      { text: '.', start: 21, end: 22, marked: false },
    ]);
  });

  it('reads offsets from the text’s own start among the item’s texts, and clips', () => {
    // A stem starting at offset 100 (after a passage): only its part of [95, 104) is marked.
    expect(
      textSegments(
        'Which organ?',
        [
          [95, 104],
          [300, 310],
        ],
        100,
      ),
    ).toEqual([
      { text: 'Whic', start: 100, end: 104, marked: true },
      { text: 'h organ?', start: 104, end: 112, marked: false },
    ]);
  });

  it('gives one plain segment without highlights, even for empty text', () => {
    expect(textSegments('abc', [])).toEqual([{ text: 'abc', start: 0, end: 3, marked: false }]);
    expect(textSegments('', [])).toEqual([{ text: '', start: 0, end: 0, marked: false }]);
  });
});
