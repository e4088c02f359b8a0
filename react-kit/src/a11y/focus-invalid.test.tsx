import { act, render } from '@testing-library/react';
import { type FormEvent, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { focusFirstInvalid, useFocusFirstInvalid } from './focus-invalid';

function Form() {
  const { formRef, submitted } = useFocusFirstInvalid();
  const [bad, setBad] = useState(false);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setBad(true);
    submitted();
  };
  return (
    <form ref={formRef} onSubmit={onSubmit}>
      <input aria-label="a" />
      <input aria-label="b" aria-invalid={bad ? true : undefined} />
      <button type="submit">go</button>
    </form>
  );
}

describe('focusing the first invalid field', () => {
  it('finds the first aria-invalid control, or reports none', () => {
    document.body.innerHTML =
      '<div><input id="x"><input id="y" aria-invalid="true"><input id="z" aria-invalid="true"></div>';
    expect(focusFirstInvalid(document.body)).toBe(true);
    expect(document.activeElement?.id).toBe('y');
    expect(focusFirstInvalid(null)).toBe(false);
  });

  it('moves the focus after the submit has rendered the errors', () => {
    const view = render(<Form />);
    const button = view.getByRole('button');
    button.focus();
    act(() => button.click());
    expect(document.activeElement).toBe(view.getByLabelText('b'));
  });
});
