import type { ReactNode } from 'react';
import { Frac, Sqrt, V } from './math-text';

/** One formula: what it is for, how it looks, and how a screen reader says it. */
export type Formula = { name: string; shown: ReactNode; spoken: string };

/** A figure's surface area and volume, side by side as on the sheet. */
export type SolidFormulas = {
  name: string;
  area: Omit<Formula, 'name'>;
  volume: Omit<Formula, 'name'>;
};

const half = <Frac num="1" den="2" />;
const third = <Frac num="1" den="3" />;
const pi = 'π';

/**
 * The formulas on GED Testing Service's Mathematical Reasoning formula sheet ('Mathematics
 * Formula Sheet & Explanation', 2014 GED test resources): area, perimeter, circumference,
 * surface area and volume; mean and median; slope and the forms of a line, the quadratic's
 * standard form and formula, the Pythagorean theorem, simple interest, distance and total
 * cost. Written here as markup; the notes (π ≈ 3.14, p and B) as the sheet gives them.
 */
export const AREA: readonly Formula[] = [
  {
    name: 'square',
    shown: (
      <>
        <V>A</V> = <V>s</V>
        <sup>2</sup>
      </>
    ),
    spoken: 'A equals s squared',
  },
  {
    name: 'rectangle',
    shown: (
      <>
        <V>A</V> = <V>lw</V>
      </>
    ),
    spoken: 'A equals l times w',
  },
  {
    name: 'parallelogram',
    shown: (
      <>
        <V>A</V> = <V>bh</V>
      </>
    ),
    spoken: 'A equals b times h',
  },
  {
    name: 'triangle',
    shown: (
      <>
        <V>A</V> = {half}
        <V>bh</V>
      </>
    ),
    spoken: 'A equals one half times b times h',
  },
  {
    name: 'trapezoid',
    shown: (
      <>
        <V>A</V> = {half}
        <V>h</V>(<V>b</V>
        <sub>1</sub> + <V>b</V>
        <sub>2</sub>)
      </>
    ),
    spoken: 'A equals one half times h times the sum of b 1 and b 2',
  },
  {
    name: 'circle',
    shown: (
      <>
        <V>A</V> = {pi}
        <V>r</V>
        <sup>2</sup>
      </>
    ),
    spoken: 'A equals pi times r squared',
  },
];

export const PERIMETER: readonly Formula[] = [
  {
    name: 'square',
    shown: (
      <>
        <V>P</V> = 4<V>s</V>
      </>
    ),
    spoken: 'P equals 4 times s',
  },
  {
    name: 'rectangle',
    shown: (
      <>
        <V>P</V> = 2<V>l</V> + 2<V>w</V>
      </>
    ),
    spoken: 'P equals 2 l plus 2 w',
  },
  {
    name: 'triangle',
    shown: (
      <>
        <V>P</V> = <V>s</V>
        <sub>1</sub> + <V>s</V>
        <sub>2</sub> + <V>s</V>
        <sub>3</sub>
      </>
    ),
    spoken: 'P equals s 1 plus s 2 plus s 3',
  },
  {
    name: 'circumference of a circle',
    shown: (
      <>
        <V>C</V> = 2{pi}
        <V>r</V> or <V>C</V> = {pi}
        <V>d</V>; {pi} ≈ 3.14
      </>
    ),
    spoken: 'C equals 2 pi r, or C equals pi d; pi is about 3.14',
  },
];

export const SOLIDS: readonly SolidFormulas[] = [
  {
    name: 'rectangular prism',
    area: {
      shown: (
        <>
          <V>SA</V> = 2<V>lw</V> + 2<V>lh</V> + 2<V>wh</V>
        </>
      ),
      spoken: 'S A equals 2 l w plus 2 l h plus 2 w h',
    },
    volume: {
      shown: (
        <>
          <V>V</V> = <V>lwh</V>
        </>
      ),
      spoken: 'V equals l times w times h',
    },
  },
  {
    name: 'right prism',
    area: {
      shown: (
        <>
          <V>SA</V> = <V>ph</V> + 2<V>B</V>
        </>
      ),
      spoken: 'S A equals p h plus 2 B',
    },
    volume: {
      shown: (
        <>
          <V>V</V> = <V>Bh</V>
        </>
      ),
      spoken: 'V equals B times h',
    },
  },
  {
    name: 'cylinder',
    area: {
      shown: (
        <>
          <V>SA</V> = 2{pi}
          <V>rh</V> + 2{pi}
          <V>r</V>
          <sup>2</sup>
        </>
      ),
      spoken: 'S A equals 2 pi r h plus 2 pi r squared',
    },
    volume: {
      shown: (
        <>
          <V>V</V> = {pi}
          <V>r</V>
          <sup>2</sup>
          <V>h</V>
        </>
      ),
      spoken: 'V equals pi r squared h',
    },
  },
  {
    name: 'pyramid',
    area: {
      shown: (
        <>
          <V>SA</V> = {half}
          <V>ps</V> + <V>B</V>
        </>
      ),
      spoken: 'S A equals one half p s plus B',
    },
    volume: {
      shown: (
        <>
          <V>V</V> = {third}
          <V>Bh</V>
        </>
      ),
      spoken: 'V equals one third B h',
    },
  },
  {
    name: 'cone',
    area: {
      shown: (
        <>
          <V>SA</V> = {pi}
          <V>rs</V> + {pi}
          <V>r</V>
          <sup>2</sup>
        </>
      ),
      spoken: 'S A equals pi r s plus pi r squared',
    },
    volume: {
      shown: (
        <>
          <V>V</V> = {third}
          {pi}
          <V>r</V>
          <sup>2</sup>
          <V>h</V>
        </>
      ),
      spoken: 'V equals one third pi r squared h',
    },
  },
  {
    name: 'sphere',
    area: {
      shown: (
        <>
          <V>SA</V> = 4{pi}
          <V>r</V>
          <sup>2</sup>
        </>
      ),
      spoken: 'S A equals 4 pi r squared',
    },
    volume: {
      shown: (
        <>
          <V>V</V> = <Frac num="4" den="3" />
          {pi}
          <V>r</V>
          <sup>3</sup>
        </>
      ),
      spoken: 'V equals four thirds pi r cubed',
    },
  },
];

export const SOLIDS_NOTE = '(p = perimeter of base with area B; π ≈ 3.14)';

export const DATA: readonly { name: string; text: string }[] = [
  {
    name: 'mean',
    text: 'the total of the values of a data set, divided by the number of elements in the data set',
  },
  {
    name: 'median',
    text: 'the middle value in an odd number of ordered values of a data set, or the mean of the two middle values in an even number of ordered values in a data set',
  },
];

export const ALGEBRA: readonly Formula[] = [
  {
    name: 'slope of a line',
    shown: (
      <>
        <V>m</V> ={' '}
        <Frac
          num={
            <>
              <V>y</V>
              <sub>2</sub> − <V>y</V>
              <sub>1</sub>
            </>
          }
          den={
            <>
              <V>x</V>
              <sub>2</sub> − <V>x</V>
              <sub>1</sub>
            </>
          }
        />
      </>
    ),
    spoken: 'm equals y 2 minus y 1, over x 2 minus x 1',
  },
  {
    name: 'slope-intercept form of the equation of a line',
    shown: (
      <>
        <V>y</V> = <V>mx</V> + <V>b</V>
      </>
    ),
    spoken: 'y equals m x plus b',
  },
  {
    name: 'point-slope form of the equation of a line',
    shown: (
      <>
        <V>y</V> − <V>y</V>
        <sub>1</sub> = <V>m</V>(<V>x</V> − <V>x</V>
        <sub>1</sub>)
      </>
    ),
    spoken: 'y minus y 1 equals m times the quantity x minus x 1',
  },
  {
    name: 'standard form of a quadratic equation',
    shown: (
      <>
        <V>y</V> = <V>ax</V>
        <sup>2</sup> + <V>bx</V> + <V>c</V>
      </>
    ),
    spoken: 'y equals a x squared plus b x plus c',
  },
  {
    name: 'quadratic formula',
    shown: (
      <>
        <V>x</V> ={' '}
        <Frac
          num={
            <>
              −<V>b</V> ±{' '}
              <Sqrt>
                <V>b</V>
                <sup>2</sup> − 4<V>ac</V>
              </Sqrt>
            </>
          }
          den={
            <>
              2<V>a</V>
            </>
          }
        />
      </>
    ),
    spoken:
      'x equals negative b plus or minus the square root of b squared minus 4 a c, all over 2 a',
  },
  {
    name: 'Pythagorean theorem',
    shown: (
      <>
        <V>a</V>
        <sup>2</sup> + <V>b</V>
        <sup>2</sup> = <V>c</V>
        <sup>2</sup>
      </>
    ),
    spoken: 'a squared plus b squared equals c squared',
  },
  {
    name: 'simple interest',
    shown: (
      <>
        <V>I</V> = <V>Prt</V> (<V>I</V> = interest, <V>P</V> = principal, <V>r</V> = rate, <V>t</V>{' '}
        = time)
      </>
    ),
    spoken: 'I equals P times r times t, where I is interest, P principal, r rate and t time',
  },
  {
    name: 'distance formula',
    shown: (
      <>
        <V>d</V> = <V>rt</V>
      </>
    ),
    spoken: 'd equals r times t: distance equals rate times time',
  },
  {
    name: 'total cost',
    shown: <>total cost = (number of units) × (price per unit)</>,
    spoken: 'total cost equals the number of units times the price per unit',
  },
];
