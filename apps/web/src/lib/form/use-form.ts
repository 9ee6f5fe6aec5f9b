import { type FormEvent, useCallback, useRef, useState } from 'react';

export type FormValues = Record<string, string>;
export type FormErrors<V extends FormValues> = Partial<Record<keyof V, string>>;
export type Rules<V extends FormValues> = {
  [K in keyof V]?: (value: V[K], values: V) => string | null;
};

/**
 * A small form state hook (the app has no @mantine/form): values, per-field errors,
 * validation on submit, and Mantine-ready input props. The first invalid field gets focus.
 * `isDirty` says whether the values differ from the last saved ones (`initialValues`, or
 * what `reset` was given), so screens can ask before discarding edits.
 */
export function useForm<V extends FormValues>({
  initialValues,
  validate = {},
}: {
  initialValues: V;
  validate?: Rules<V>;
}) {
  const [values, setValues] = useState<V>(initialValues);
  const [saved, setSaved] = useState<V>(initialValues);
  const [errors, setErrors] = useState<FormErrors<V>>({});
  const isDirty = (Object.keys(values) as (keyof V)[]).some((name) => values[name] !== saved[name]);
  const formRef = useRef<HTMLFormElement | null>(null);

  const focusFirstError = useCallback(() => {
    requestAnimationFrame(() => {
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    });
  }, []);

  const setFieldValue = useCallback(<K extends keyof V>(name: K, value: V[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
  }, []);

  const validateAll = (): FormErrors<V> => {
    const found: FormErrors<V> = {};
    for (const name of Object.keys(validate) as (keyof V)[]) {
      const message = validate[name]?.(values[name], values);
      if (message) found[name] = message;
    }
    return found;
  };

  const applyErrors = (next: FormErrors<V>) => {
    setErrors(next);
    if (Object.values(next).some(Boolean)) focusFirstError();
  };

  /** Shows one field's message now (e.g. on blur), leaving the others as they are. */
  const validateField = (name: keyof V) => {
    const message = validate[name]?.(values[name], values) ?? undefined;
    setErrors((current) => ({ ...current, [name]: message }));
  };

  /** New saved values (after a save, or to undo edits): the form is clean again. */
  const reset = useCallback((next: V) => {
    setValues(next);
    setSaved(next);
    setErrors({});
  }, []);

  const getInputProps = <K extends keyof V>(name: K) => ({
    name: String(name),
    value: values[name],
    onChange: (event: { currentTarget: { value: string } }) =>
      setFieldValue(name, event.currentTarget.value as V[K]),
    error: errors[name],
  });

  const onSubmit =
    (handler: (values: V) => void | Promise<void>) => (event?: FormEvent<HTMLFormElement>) => {
      event?.preventDefault();
      const found = validateAll();
      if (Object.values(found).some(Boolean)) {
        applyErrors(found);
        return;
      }
      setErrors({});
      void handler(values);
    };

  return {
    values,
    errors,
    isDirty,
    reset,
    validateField,
    setErrors: applyErrors,
    setFieldValue,
    getInputProps,
    onSubmit,
    formRef,
  };
}

export type UseFormReturn<V extends FormValues> = ReturnType<typeof useForm<V>>;
