import { describe, expect, it } from 'vitest';
import { readItemMarks, toggleStruck } from './item-marks';

describe('toggleStruck', () => {
  it('crosses an option out and back in, keeping letters sorted and once', () => {
    expect(toggleStruck([], 'C')).toEqual(['C']);
    expect(toggleStruck(['C'], 'A')).toEqual(['A', 'C']);
    expect(toggleStruck(['A', 'C'], 'C')).toEqual(['A']);
  });
});

describe('readItemMarks', () => {
  it('round-trips through JSON', () => {
    const marks = {
      struck: ['B', 'D'],
      highlights: [
        [0, 4],
        [10, 15],
      ],
    };
    expect(readItemMarks(JSON.parse(JSON.stringify(marks)))).toEqual(marks);
  });

  it('normalises what is stored and drops what is malformed', () => {
    expect(
      readItemMarks({ struck: ['D', 'B', 'D', 7, ''], highlights: [[10, 15], [0, 12], 'x', [3]] }),
    ).toEqual({ struck: ['B', 'D'], highlights: [[0, 15]] });
    expect(readItemMarks(null)).toEqual({ struck: [], highlights: [] });
    expect(readItemMarks('nope')).toEqual({ struck: [], highlights: [] });
    expect(readItemMarks({ struck: 'A' })).toEqual({ struck: [], highlights: [] });
  });
});
