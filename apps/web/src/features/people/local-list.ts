/**
 * TEMPORARY: `GET /api/people` does not take the generic list parameters yet (it answers
 * every person of the club, optionally of one `role`). Until people are served by the
 * collection engine, a full answer is searched, filtered, sorted and paged here with the
 * engine's rules, so the People screen already works as it will. Once the server pages
 * (its answer then holds fewer rows than `count`), its answer is used as it is.
 */
export type FieldKind = 'number' | 'text' | 'choice' | 'boolean';

const RESERVED = new Set(['search', 'limit', 'offset', 'sort', 'expand', 'visibleOnly']);

type Row = Record<string, unknown> & { id: number };

const blank = (v: unknown) =>
  v === undefined || v === null || v === '' || v === 'null' || v === 'undefined';

function matches(value: unknown, kind: FieldKind, op: string, raw: string): boolean {
  if (op === 'isnull') return (value === null || value === undefined) === (raw === 'true');
  if (kind === 'boolean') return value === (raw === 'true' || raw === '1');
  if (kind === 'text' && op === 'contains') {
    return String(value ?? '')
      .toLowerCase()
      .includes(raw.toLowerCase());
  }
  if (op === 'in')
    return raw
      .split(',')
      .map((s) => s.trim())
      .includes(String(value));
  const left = kind === 'number' ? Number(value) : String(value ?? '');
  const right = kind === 'number' ? Number(raw) : raw;
  switch (op) {
    case 'ne':
      return left !== right;
    case 'gt':
      return left > right;
    case 'ge':
      return left >= right;
    case 'lt':
      return left < right;
    case 'le':
      return left <= right;
    default:
      return left === right;
  }
}

function compare(a: unknown, b: unknown): number {
  if (typeof a === 'string' || typeof b === 'string') {
    return String(a ?? '')
      .toLowerCase()
      .localeCompare(String(b ?? '').toLowerCase());
  }
  return Number(a ?? 0) - Number(b ?? 0);
}

export function applyListQueryLocally<R extends Row>(
  rows: readonly R[],
  query: Record<string, unknown>,
  options: { fields: Record<string, FieldKind>; search: string[]; defaultSort: string },
): { rows: R[]; count: number } {
  let found = [...rows];
  const words = String(query.search ?? '')
    .split(/\s+/)
    .filter(Boolean);
  for (const word of words) {
    const w = word.toLowerCase();
    found = found.filter((row) =>
      options.search.some((f) =>
        String(row[f] ?? '')
          .toLowerCase()
          .includes(w),
      ),
    );
  }
  for (const [key, value] of Object.entries(query)) {
    if (RESERVED.has(key) || blank(value)) continue;
    const [field, op] = key.split('__');
    const kind = options.fields[field];
    if (!kind) continue;
    const chosen = op ?? (kind === 'text' ? 'contains' : 'eq');
    found = found.filter((row) => matches(row[field], kind, chosen, String(value)));
  }
  const keys = String(query.sort || options.defaultSort)
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean)
    .map((k) => ({ field: k.replace(/^-/, ''), sign: k.startsWith('-') ? -1 : 1 }));
  const last = keys.at(-1)?.sign ?? 1;
  found.sort((a, b) => {
    for (const { field, sign } of keys) {
      const c = compare(a[field], b[field]);
      if (c !== 0) return c * sign;
    }
    return (a.id - b.id) * last;
  });
  const count = found.length;
  const limit =
    query.limit === 'all' || query.limit === 0 || query.limit === '0'
      ? null
      : Number(query.limit ?? 10);
  const offset = Number(query.offset ?? 0);
  return {
    rows: limit === null ? found.slice(offset) : found.slice(offset, offset + limit),
    count,
  };
}
