/**
 * Seeded pseudo-random numbers for the emulator: a sequential generator (mulberry32) and stateless hashes for
 * random access by key (the price walk, the book's liquidity), so the same seed gives the same data, always.
 *
 * @since 0.1.0
 */

/**
 * A sequential seeded generator (mulberry32): the same seed gives the same sequence.
 *
 * @since 0.1.0
 * @category models
 */
export class Prng {
  private state: number

  constructor(seed: number) {
    this.state = seed >>> 0
  }

  /** The next unsigned 32-bit integer. */
  nextUint32(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0
    let t = this.state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return (t ^ (t >>> 14)) >>> 0
  }

  /** The next float in [0, 1). */
  next(): number {
    return this.nextUint32() / 4294967296
  }

  /** The next integer in [0, bound). */
  int(bound: number): number {
    return Math.floor(this.next() * bound)
  }

  /** A UUID-shaped identifier (version 4 layout) drawn from the sequence. */
  uuid(): string {
    const a = this.nextUint32()
    const b = this.nextUint32()
    const c = this.nextUint32()
    const d = this.nextUint32()
    // b's fifth hex digit is skipped and c's first becomes the variant, as the layout has always been written.
    // Written as bytes and read once: `+` would build a chain of ~14 rope nodes per id, which the stored
    // orders and executions keep alive (docs/BENCHMARKS.md, "Figures quoted from code") and every garbage
    // collection walks.
    hexInto(a, 0, 8)
    hexInto(b >>> 16, 9, 4)
    hexInto(b & 0xfff, 15, 3)
    UUID[19] = HEX_CODES[((c >>> 28) & 0x3) | 0x8] as number
    hexInto(c >>> 16, 20, 3)
    hexInto(c & 0xffff, 24, 4)
    hexInto(d, 28, 8)
    return UUID.toString("latin1")
  }
}

const HEX_CODES: ReadonlyArray<number> = Array.from({ length: 16 }, (_, i) => i.toString(16).charCodeAt(0))
// The fixed characters stay in place; the digits are overwritten for each id.
const UUID = Buffer.from("00000000-0000-4000-8000-000000000000", "latin1")
// The low `digits` hex digits of `n`, most significant first, at `at`.
const hexInto = (n: number, at: number, digits: number): void => {
  for (let k = at + digits - 1; k >= at; k--) {
    UUID[k] = HEX_CODES[n & 15] as number
    n >>>= 4
  }
}

/**
 * Mixes 32-bit words into one well-spread unsigned 32-bit value (murmur3 finaliser over each word).
 *
 * @since 0.1.0
 * @category hashing
 */
export const hash = (seed: number, a: number, b = 0, c = 0): number => {
  let h = seed >>> 0
  h = mix(h, a)
  h = mix(h, b)
  h = mix(h, c)
  h ^= h >>> 16
  h = Math.imul(h, 0x85ebca6b)
  h ^= h >>> 13
  h = Math.imul(h, 0xc2b2ae35)
  h ^= h >>> 16
  return h >>> 0
}

const mix = (h: number, word: number): number => {
  // Words above 2^32 (millisecond times) are folded by their high part so none is lost.
  const lo = word >>> 0
  const hi = Math.floor(word / 4294967296) >>> 0
  let k = Math.imul(lo ^ Math.imul(hi, 0x9e3779b1), 0xcc9e2d51)
  k = (k << 15) | (k >>> 17)
  k = Math.imul(k, 0x1b873593)
  let x = (h ^ k) >>> 0
  x = (x << 13) | (x >>> 19)
  return (Math.imul(x, 5) + 0xe6546b64) >>> 0
}

/**
 * `hash` mapped to a float in [0, 1).
 *
 * @since 0.1.0
 * @category hashing
 */
export const hash01 = (seed: number, a: number, b = 0, c = 0): number => hash(seed, a, b, c) / 4294967296

/**
 * `hash` mapped to a float in [-1, 1).
 *
 * @since 0.1.0
 * @category hashing
 */
export const hashSigned = (seed: number, a: number, b = 0, c = 0): number => hash(seed, a, b, c) / 2147483648 - 1

/**
 * A 32-bit hash of a string (FNV-1a), to key hashes by symbol or coin.
 *
 * @since 0.1.0
 * @category hashing
 */
export const hashString = (text: string): number => {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

/**
 * A UUID-shaped identifier derived from a key, for ids that must be the same every time they are derived.
 *
 * @since 0.1.0
 * @category hashing
 */
export const hashUuid = (seed: number, a: number, b = 0): string => {
  const g = new Prng(hash(seed, a, b, 0x5eed))
  return g.uuid()
}
