// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { NumberField, shownNumber } from './NumberField';

afterEach(cleanup);

const digits = (text: string) => text.replace(/[^\d.]/g, '');

function Amount({ start }: { start: string }) {
  const [value, setValue] = useState(start);
  return <NumberField label="Amount" value={value} typed={digits} onChange={setValue} testId="amount" />;
}

describe('NumberField', () => {
  it('shows the number with thousands separators while it is left', () => {
    const { container } = render(<Amount start="14743700" />);
    expect(container.querySelector('input')?.value).toBe('14,743,700');
    expect(shownNumber('1250000.5')).toBe('1,250,000.50');
    expect(shownNumber('')).toBe('');
  });

  it('selects the whole number, written without separators, as the field is entered', () => {
    const { container } = render(<Amount start="14743700" />);
    const input = container.querySelector('input') as HTMLInputElement;
    act(() => input.focus());
    expect(input.value).toBe('14743700');
    // What is typed next replaces the number: all of it is selected.
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, input.value.length]);
    fireEvent.change(input, { target: { value: '7000000' } });
    act(() => input.blur());
    expect(input.value).toBe('7,000,000');
  });
});
