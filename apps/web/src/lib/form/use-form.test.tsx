// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useForm } from '@/lib/form/use-form';

const setup = () =>
  renderHook(() =>
    useForm({
      initialValues: { name: 'Race Team', prefix: 'DSC' },
      validate: { prefix: (v) => (v.length > 6 ? 'Too long.' : null) },
    }),
  );

describe('useForm: unsaved changes', () => {
  it('is dirty while a value differs from the saved one, and clean again when undone', () => {
    const { result } = setup();
    expect(result.current.isDirty).toBe(false);
    act(() => result.current.setFieldValue('name', 'Race Crew'));
    expect(result.current.isDirty).toBe(true);
    act(() => result.current.setFieldValue('name', 'Race Team'));
    expect(result.current.isDirty).toBe(false);
  });

  it('reset makes the given values the saved ones (after a save, or to undo edits)', () => {
    const { result } = setup();
    act(() => result.current.setFieldValue('name', 'Race Crew'));
    act(() => result.current.reset({ name: 'Race Crew', prefix: 'DSC' }));
    expect(result.current.isDirty).toBe(false);
    expect(result.current.values.name).toBe('Race Crew');
  });

  it('validateField shows one field’s message at once (e.g. on blur)', () => {
    const { result } = setup();
    act(() => result.current.setFieldValue('prefix', 'TOO-LONG'));
    act(() => result.current.validateField('prefix'));
    expect(result.current.errors.prefix).toBe('Too long.');
    expect(result.current.errors.name).toBeUndefined();
  });
});
