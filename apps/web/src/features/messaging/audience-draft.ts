import type { Audience } from '@crewcall/contract';

/** The audience builder's fields, as the admin fills them (ids null until chosen). */
export interface AudienceDraft {
  kind: Audience['kind'];
  role: 'admin' | 'user';
  event: number | null;
  series: number | null;
  competency: number | null;
  has: boolean;
  people: { id: number; name: string }[];
}

export const EMPTY_AUDIENCE: AudienceDraft = {
  kind: 'everyone',
  role: 'user',
  event: null,
  series: null,
  competency: null,
  has: true,
  people: [],
};

export const AUDIENCE_KINDS: { value: Audience['kind']; label: string }[] = [
  { value: 'everyone', label: 'Everyone' },
  { value: 'role', label: 'Admins or volunteers' },
  { value: 'event', label: "People on an event's shifts" },
  { value: 'series', label: "People on a series' shifts" },
  { value: 'competency', label: 'By competency' },
  { value: 'people', label: 'People I pick' },
];

/** The audience the API takes, or null while the draft still lacks its choice. */
export function toAudience(draft: AudienceDraft): Audience | null {
  switch (draft.kind) {
    case 'everyone':
      return { kind: 'everyone' };
    case 'role':
      return { kind: 'role', role: draft.role };
    case 'event':
      return draft.event ? { kind: 'event', event: draft.event } : null;
    case 'series':
      return draft.series ? { kind: 'series', series: draft.series } : null;
    case 'competency':
      return draft.competency
        ? { kind: 'competency', competency: draft.competency, has: draft.has }
        : null;
    case 'people':
      return draft.people.length ? { kind: 'people', people: draft.people.map((p) => p.id) } : null;
  }
}

/** "12 people", "1 person". */
export const peopleCount = (n: number) => `${n.toLocaleString()} ${n === 1 ? 'person' : 'people'}`;
