/** Values by key, least recently used first out, bounded by total bytes and entries. */
export class BoundedCache<V> {
  private readonly entries = new Map<string, V>();
  private bytes = 0;

  constructor(
    readonly limits: { maxBytes: number; maxEntries: number },
    private readonly sizeOf: (value: V) => number,
  ) {}

  get(key: string): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      // Map keeps insertion order: re-inserting makes it the most recently used.
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: string, value: V) {
    if (this.sizeOf(value) > this.limits.maxBytes) return; // would empty the cache and still not fit
    this.delete(key);
    this.entries.set(key, value);
    this.bytes += this.sizeOf(value);
    for (const [oldest, old] of this.entries) {
      if (this.bytes <= this.limits.maxBytes && this.entries.size <= this.limits.maxEntries) break;
      this.entries.delete(oldest);
      this.bytes -= this.sizeOf(old);
    }
  }

  get size() {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  private delete(key: string) {
    const old = this.entries.get(key);
    if (old !== undefined) {
      this.entries.delete(key);
      this.bytes -= this.sizeOf(old);
    }
  }
}
