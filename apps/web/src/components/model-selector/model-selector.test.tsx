// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ModelSelector } from '@/components/model-selector/model-selector';

vi.mock('@/lib/api/collections/get-collection-list', () => ({
  collectionListQueryOptions: () => ({
    queryKey: ['rolegroups', 'list'],
    queryFn: async () => ({ rows: [{ id: 1, name: 'Race Team' }], count: 1, related: {} }),
  }),
}));
vi.mock('@/lib/api/collections/get-collection-item', () => ({
  useCollectionItem: () => ({ data: undefined }),
}));

afterEach(cleanup);

function setup(newName: string | null = null) {
  const onChange = vi.fn();
  const onNewName = vi.fn();
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>
        <ModelSelector
          model="rolegroups"
          label="Role group"
          value={null}
          allowCreate
          newName={newName}
          onNewName={onNewName}
          onChange={onChange}
        />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { input: screen.getByRole('combobox', { name: 'Role group' }), onChange, onNewName };
}

describe('ModelSelector with creating allowed', () => {
  it('keeps a typed new name when the field is left (nothing is created yet)', () => {
    const { input, onNewName, onChange } = setup();
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '  Shore   Crew ' } });
    fireEvent.blur(input);
    expect(onNewName).toHaveBeenCalledWith('Shore Crew');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows the chosen new name and says when it will be created', () => {
    const { input } = setup('Shore Crew');
    expect((input as HTMLInputElement).value).toBe('Shore Crew');
    expect(screen.getByText('New: “Shore Crew” will be created when you save.')).toBeTruthy();
  });
});
