// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endOfLastMonth, endOfThisMonth, today } from '../../common/dates';
import { messages } from '../../common/messages';
import { DateField } from './DateField';

afterEach(cleanup);

// No LocalizationProvider around it: the field brings its own date adapter.
function renderField(value: string, onChange: (v: string) => void, shortcuts = true) {
  return render(
    <DateField label="End Date" value={value} onChange={onChange} shortcuts={shortcuts} testId="end" />,
  );
}

describe('DateField', () => {
  it('shows the stored YYYY-MM-DD value, the open end date included', () => {
    const { container } = renderField('4001-12-31', () => {});
    expect(container.querySelector('input')?.value).toBe('4001-12-31');
    // The picker's default range ends in 2099; the open end date must not show as an error.
    expect(container.querySelector('.Mui-error')).toBeNull();
  });

  it('offers the three shortcuts with the exact labels and answers YYYY-MM-DD texts', () => {
    const onChange = vi.fn();
    renderField('2026-11-01', onChange);
    fireEvent.click(screen.getByRole('button', { name: messages.selectToday }));
    fireEvent.click(screen.getByRole('button', { name: messages.selectEndOfThisMonth }));
    fireEvent.click(screen.getByRole('button', { name: messages.selectEndOfLastMonth }));
    expect(onChange.mock.calls.map((c) => c[0])).toEqual([today(), endOfThisMonth(), endOfLastMonth()]);
    expect(messages.selectToday).toBe('Select Today');
    expect(messages.selectEndOfThisMonth).toBe('Select End Date of This Month');
    expect(messages.selectEndOfLastMonth).toBe('Select End date of Last Month');
  });

  it('has no shortcuts unless asked', () => {
    renderField('2026-11-01', () => {}, false);
    expect(screen.queryByRole('button', { name: messages.selectToday })).toBeNull();
  });

  it('offers only the shortcuts named', () => {
    const onChange = vi.fn();
    render(
      <DateField
        label="End Date"
        value="4001-12-31"
        onChange={onChange}
        shortcuts={['today']}
        testId="end"
      />,
    );
    expect(screen.queryByRole('button', { name: messages.selectEndOfThisMonth })).toBeNull();
    expect(screen.queryByRole('button', { name: messages.selectEndOfLastMonth })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: messages.selectToday }));
    expect(onChange).toHaveBeenCalledWith(today());
  });

  it('follows a new value from the form', () => {
    const { container, rerender } = renderField('2026-11-01', () => {});
    rerender(<DateField label="End Date" value="2026-12-31" onChange={() => {}} testId="end" />);
    expect(container.querySelector('input')?.value).toBe('2026-12-31');
  });
});
