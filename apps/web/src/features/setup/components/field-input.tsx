import { ColorInput, NumberInput, Select, Switch, Textarea, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { MarkdownEditor } from '@/components/markdown-editor';
import { ModelSelector } from '@/components/model-selector/model-selector';
import { newRefName, newRefValue } from '@/features/setup/form-values';
import type { FieldConfig } from '@/features/setup/setup-screen';
import type { FormValues, UseFormReturn } from '@/lib/form/use-form';
import { withClubZoneHint } from '@/lib/time-zone';

const SWATCHES = [
  '#01579B',
  '#0288D1',
  '#2E7D32',
  '#F9A825',
  '#EF6C00',
  '#C62828',
  '#6A1B9A',
  '#37474F',
];

/** One form field, by kind, wired to the form's string values and errors. */
export function FieldInput({
  field,
  form,
  autoFocus,
  warning,
}: {
  field: FieldConfig;
  form: UseFormReturn<FormValues>;
  autoFocus?: boolean;
  /** Said under the field, e.g. that the name is already taken (not an error: saving decides). */
  warning?: ReactNode;
}) {
  const value = form.values[field.name] ?? '';
  const error = form.errors[field.name];
  const set = (next: string) => form.setFieldValue(field.name, next);
  const description =
    field.description && warning ? (
      <>
        {field.description} {warning}
      </>
    ) : (
      (warning ?? field.description)
    );
  const common = { label: field.label, description, error, name: field.name };

  switch (field.kind) {
    case 'text':
      return (
        <TextInput
          {...common}
          required={field.required}
          maxLength={field.maxLength ?? 200}
          value={value}
          data-autofocus={autoFocus || undefined}
          onChange={(event) => set(event.currentTarget.value)}
        />
      );
    case 'textarea':
      return (
        <Textarea
          {...common}
          autosize
          minRows={3}
          maxRows={10}
          value={value}
          onChange={(event) => set(event.currentTarget.value)}
        />
      );
    case 'color':
      return (
        <ColorInput
          {...common}
          format="hex"
          swatches={SWATCHES}
          swatchesPerRow={8}
          placeholder="#01579B"
          value={value}
          onChange={set}
          // Keep what was typed (a wrong colour is explained, not silently undone).
          fixOnBlur={false}
          onBlur={() => form.validateField(field.name)}
          eyeDropperButtonProps={{ 'aria-label': 'Pick a colour from the screen' }}
        />
      );
    case 'number':
      return (
        <NumberInput
          {...common}
          allowDecimal={false}
          allowNegative={false}
          min={field.min}
          max={field.max}
          placeholder={field.placeholder}
          value={value === '' ? '' : Number(value)}
          onChange={(next) => set(next === '' || next === undefined ? '' : String(next))}
        />
      );
    case 'boolean':
      return (
        <Switch
          label={field.label}
          description={field.description}
          name={field.name}
          checked={value === 'true'}
          onChange={(event) => set(String(event.currentTarget.checked))}
        />
      );
    case 'select':
      return (
        <Select
          {...common}
          data={field.options}
          value={value}
          allowDeselect={false}
          onChange={(next) => set(next ?? field.defaultValue)}
        />
      );
    case 'markdown':
      return (
        <MarkdownEditor
          {...common}
          required={field.required}
          value={value}
          autoFocus={autoFocus}
          onChange={set}
        />
      );
    case 'datetime':
      return (
        <TextInput
          {...common}
          type="datetime-local"
          description={withClubZoneHint(field.description)}
          required={field.required}
          value={value}
          onChange={(event) => set(event.currentTarget.value)}
          onBlur={() => form.validateField(field.name)}
        />
      );
    case 'ref':
      return (
        <ModelSelector
          model={field.model}
          label={field.label}
          description={field.description}
          error={error}
          allowCreate={field.allowCreate}
          value={value === '' || newRefName(value) !== null ? null : Number(value)}
          newName={newRefName(value)}
          onNewName={(name) => set(newRefValue(name))}
          onChange={(id) => set(id === null ? '' : String(id))}
        />
      );
  }
}
