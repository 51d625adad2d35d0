import type { StorageLike } from '../src/index';

/** An in-memory localStorage with the same key order and null-for-missing behaviour. */
export class MemoryStorage implements StorageLike {
  private readonly items = new Map<string, string>();

  constructor(initial: Record<string, string> = {}) {
    for (const [key, value] of Object.entries(initial)) this.items.set(key, value);
  }

  get length(): number {
    return this.items.size;
  }

  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }

  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }

  setItem(key: string, value: string): void {
    this.items.set(key, String(value));
  }

  removeItem(key: string): void {
    this.items.delete(key);
  }

  toObject(): Record<string, string> {
    return Object.fromEntries(this.items);
  }
}
