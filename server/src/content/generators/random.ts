/**
 * A small seeded PRNG for the generators: the same seed always gives the same
 * sequence, so the same (generator, seed, difficulty) always gives the same item.
 */

/** mulberry32: a 32-bit state, uniform floats in [0, 1). */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/**
 * A 32-bit seed from the parts joined by `:` (so each generator, difficulty and seed gets its own
 * stream): FNV-1a, then murmur3's finalizer, so seeds 1 and 2 do not start nearby streams.
 */
export function hashSeed(...parts: (string | number)[]): number {
  let hash = 0x811c9dc5
  for (const char of parts.join(':')) {
    hash ^= char.charCodeAt(0)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  hash ^= hash >>> 16
  hash = Math.imul(hash, 0x85ebca6b)
  hash ^= hash >>> 13
  hash = Math.imul(hash, 0xc2b2ae35)
  hash ^= hash >>> 16
  return hash >>> 0
}

export class Random {
  private readonly next: () => number

  constructor(seed: number) {
    this.next = mulberry32(seed)
  }

  /** A float in [0, 1). */
  float(): number {
    return this.next()
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    if (!Number.isInteger(min) || !Number.isInteger(max) || max < min) throw new RangeError(`int(${min}, ${max})`)
    return min + Math.floor(this.next() * (max - min + 1))
  }

  /** An integer in [min, max] other than the excluded ones (0 by default). */
  intExcept(min: number, max: number, excluded: readonly number[] = [0]): number {
    const options: number[] = []
    for (let n = min; n <= max; n++) if (!excluded.includes(n)) options.push(n)
    return this.pick(options)
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('pick from an empty list')
    return items[Math.floor(this.next() * items.length)]!
  }

  /** A shuffled copy (Fisher-Yates). */
  shuffle<T>(items: readonly T[]): T[] {
    const copy = [...items]
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1))
      ;[copy[i], copy[j]] = [copy[j]!, copy[i]!]
    }
    return copy
  }

  /** `count` distinct items of the list, in random order. */
  sample<T>(items: readonly T[], count: number): T[] {
    return this.shuffle(items).slice(0, count)
  }

  /** True with probability p. */
  chance(p: number): boolean {
    return this.next() < p
  }

  sign(): 1 | -1 {
    return this.next() < 0.5 ? 1 : -1
  }
}
