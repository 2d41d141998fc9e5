import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LineLabel, linesOf } from './line-label';

describe('linesOf', () => {
  it('splits a label into lines of four words', () => {
    expect(linesOf('Lesson Planning & Curriculum Resources')).toEqual(['Lesson Planning & Curriculum', 'Resources']);
    expect(linesOf('  Tech  Integration Tools ')).toEqual(['Tech Integration Tools']);
  });
});

describe('LineLabel', () => {
  it('breaks the lines visually but reads as one phrase', () => {
    const { container } = render(<LineLabel text="Planificación de clases y recursos curriculares" />);
    expect(container.querySelectorAll('span')).toHaveLength(2);
    expect(container.textContent).toBe('Planificación de clases y recursos curriculares');
  });
});
