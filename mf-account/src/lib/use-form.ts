import { errorsByField, type FieldError } from '@shop/shared/validation';
import { useState } from 'react';
import { focusField } from './save';

/** Form values plus the validate → show all → focus the first failure step of requirements §5. */
export function useForm<F extends string, V extends Record<F, string>>(initial: V, idPrefix: string) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldError<F>[]>([]);
  const set = (field: F) => (value: string) => setValues((current) => ({ ...current, [field]: value }));
  const check = (found: FieldError<F>[]): boolean => {
    setErrors(found);
    if (found[0]) focusField(`${idPrefix}-${found[0].field}`);
    return found.length === 0;
  };
  return { values, setValues, set, errors: errorsByField(errors), check };
}
