import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Field } from './field';

afterEach(cleanup);

describe('Field: the one labelled input of every form', () => {
  it('links its hint, its error and any description the form adds, and marks the error', () => {
    render(
      <Field
        id="email"
        label="Email"
        value=""
        onValue={() => {}}
        hint="We never share it."
        error="Required"
        aria-describedby="form-note"
      />,
    );
    const input = screen.getByLabelText('Email');
    expect(input.id).toBe('email');
    expect(input.getAttribute('name')).toBe('email');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('email-error email-hint form-note');
    expect(screen.getByRole('alert').textContent).toBe('Required');
  });

  it('makes its own id when the form gives none, and hands each keystroke on', () => {
    const onValue = vi.fn();
    render(<Field label="Card name" value="" onValue={onValue} hint="As on the card" />);
    const input = screen.getByLabelText('Card name');
    expect(input.id).not.toBe('');
    expect(input.getAttribute('aria-describedby')).toBe(`${input.id}-hint`);
    expect(input.getAttribute('aria-invalid')).toBeNull();
    fireEvent.change(input, { target: { value: 'A' } });
    expect(onValue).toHaveBeenCalledWith('A');
  });
});
