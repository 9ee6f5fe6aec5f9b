import type { Person } from '@crewcall/contract';
import { Badge } from '@mantine/core';
import type { Column, FilterDef } from '@/components/data-table/types';
import { invitationLabel, invitationState } from '@/features/people/invitation-status';

export const ROLE_LABELS: Record<Person['role'], string> = {
  new: 'New (pending)',
  user: 'Volunteer',
  admin: 'Admin',
};

/** The roles as select options (filter, Add person, a person's form), in ROLE_LABELS order. */
export const ROLE_OPTIONS = (Object.keys(ROLE_LABELS) as Person['role'][]).map((value) => ({
  value,
  label: ROLE_LABELS[value],
}));

const INVITATION_COLORS = { has_login: 'green', invited: 'blue', not_invited: 'gray' } as const;

/** Badges in table cells: whole words, never "VOLU…" when the table is tight. */
const CELL_BADGE = {
  tt: 'none',
  styles: { label: { overflow: 'visible', whiteSpace: 'nowrap' } },
} as const;

const ROLE_COLORS: Record<Person['role'], string> = { new: 'orange', user: 'blue', admin: 'grape' };

/** The People list: columns (name is linked by the page) and the filters a club needs. */
export const PEOPLE_COLUMNS: Column<Person>[] = [
  { key: 'name', header: 'Name', sortable: true },
  { key: 'email', header: 'Email', sortable: true },
  { key: 'phone', header: 'Phone', sortable: true },
  {
    key: 'role',
    header: 'Role',
    sortable: true,
    value: (row) => row.role,
    // The CSV says what the screen shows: "Volunteer", not `user` (issue 10, item 4).
    exportValue: (row) => ROLE_LABELS[row.role],
    render: (row) => (
      <Badge variant="dot" color={ROLE_COLORS[row.role]} {...CELL_BADGE}>
        {ROLE_LABELS[row.role]}
      </Badge>
    ),
  },
  {
    key: 'is_active',
    header: 'Active',
    sortable: true,
    value: (row) => (row.is_active ? 'Yes' : 'No'),
    render: (row) => (
      <Badge variant="dot" color={row.is_active ? 'green' : 'gray'} {...CELL_BADGE}>
        {row.is_active ? 'Active' : 'Inactive'}
      </Badge>
    ),
  },
  {
    key: 'invitation',
    header: 'Login',
    value: (row) => invitationLabel(row),
    render: (row) => (
      <Badge variant="dot" color={INVITATION_COLORS[invitationState(row)]} {...CELL_BADGE}>
        {invitationLabel(row)}
      </Badge>
    ),
  },
];

export const PEOPLE_FILTERS: FilterDef[] = [
  {
    type: 'select',
    field: 'role',
    label: 'Role',
    options: ROLE_OPTIONS,
  },
  {
    type: 'select',
    field: 'is_active',
    label: 'Active',
    options: [
      { value: 'true', label: 'Active' },
      { value: 'false', label: 'Inactive' },
    ],
  },
  {
    type: 'select',
    field: 'has_login',
    label: 'Login',
    options: [
      { value: 'true', label: 'Has login' },
      { value: 'false', label: 'No login yet' },
    ],
  },
  { type: 'text', field: 'name', label: 'Name' },
  { type: 'text', field: 'email', label: 'Email' },
];
