// Values remembered until a given time, bounded: past `max` entries the oldest goes. Used by the sandbox's list
// positions (resources/list-memory.ts) and delivery percentiles (delivery/read/stats.ts), each exact by a version,
// and by verified bearer tokens (oauth/tokens.ts) and decrypted session cookies (lib/auth/session-token.ts) until
// they expire.
export class ExpiringMemo<V> {
  private readonly entries = new Map<string, { value: V; untilMs: number }>();

  constructor(private readonly max: number) {}

  // The value remembered for `key` while `now` is before its end; an expired entry is dropped.
  get(key: string, now = Date.now()): V | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (now < hit.untilMs) return hit.value;
    this.entries.delete(key);
    return undefined;
  }

  set(key: string, value: V, untilMs: number): void {
    if (this.entries.size >= this.max) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { value, untilMs });
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }
}
