/**
 * The WebSocket frames the bench replay server sends: an `orderbook.{depth}.{symbol}` snapshot taken from the
 * emulator's own book (recorded over its admin API), then deltas from a seeded generator that keeps the book valid
 * (never crossed, exactly `depth` levels per side, `u` growing by one, `"0"` for a level that leaves the view and the
 * level that enters it, as the exchange sends them). The emulator itself pushes one delta per 100 ms tick, and its
 * deltas re-lay every level of the book (~1.4 kB for depth 50, ~31 kB for depth 1000), so it can neither feed
 * 200,000 deltas in a bounded time nor look like the exchange's few-level deltas.
 *
 * @since 0.1.0
 */

/**
 * A recorded book: levels as `[price, size]` decimal strings, best first.
 *
 * @since 0.1.0
 * @category models
 */
export interface RecordedBook {
  readonly s: string
  readonly b: ReadonlyArray<readonly [string, string]>
  readonly a: ReadonlyArray<readonly [string, string]>
  readonly u: number
  readonly seq: number
}

/**
 * One generated stream: the snapshot frame, then the delta frames (JSON text, UTF-8), and the snapshot's `u` and
 * `ts` (a delta's `ts` is `baseTs + u`, so a client that only sees timestamps can still count messages).
 *
 * @since 0.1.0
 * @category models
 */
export interface BookStream {
  readonly topic: string
  readonly snapshot: Buffer
  readonly deltas: ReadonlyArray<Buffer>
  readonly firstU: number
  readonly lastU: number
  readonly baseTs: number
  /** Mean delta size in bytes. */
  readonly meanBytes: number
  /** Mean levels per delta (both sides). */
  readonly meanLevels: number
}

/**
 * A small seeded PRNG (mulberry32).
 *
 * @since 0.1.0
 * @category constructors
 */
export const prng = (seed: number): (() => number) => {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const decimalsOf = (price: string): number => {
  const dot = price.indexOf(".")
  return dot < 0 ? 0 : price.length - dot - 1
}

const toUnits = (price: string, decimals: number): number => Math.round(Number(price) * 10 ** decimals)

const formatUnits = (units: number, decimals: number): string => {
  if (decimals === 0) return String(units)
  const scale = 10 ** decimals
  const whole = Math.floor(units / scale)
  return `${whole}.${String(units - whole * scale).padStart(decimals, "0")}`
}

/**
 * Generates a snapshot and `count` deltas for `orderbook.{depth}.{symbol}` from a recorded book (its best `depth`
 * levels per side; `priceShift` moves every price by that many ticks, so several symbols can share one recording).
 *
 * @since 0.1.0
 * @category constructors
 */
export const generate = (options: {
  readonly recorded: RecordedBook
  readonly depth: number
  readonly symbol: string
  readonly count: number
  readonly seed: number
  readonly maxChanges: number
  readonly priceShift?: number
}): BookStream => {
  const { recorded, depth, symbol, count } = options
  const random = prng(options.seed)
  const first = recorded.b[0]?.[0] ?? "1.0"
  const decimals = decimalsOf(first)
  const bidUnits = recorded.b.slice(0, depth).map(([p]) => toUnits(p, decimals))
  const askUnits = recorded.a.slice(0, depth).map(([p]) => toUnits(p, decimals))
  let tick = Number.POSITIVE_INFINITY
  for (let i = 1; i < bidUnits.length; i++) tick = Math.min(tick, (bidUnits[i - 1] ?? 0) - (bidUnits[i] ?? 0))
  if (!Number.isFinite(tick) || tick <= 0) tick = 1
  const shift = (options.priceShift ?? 0) * tick
  const size = () => ((1 + Math.floor(random() * 20_000)) / 1000).toFixed(3)

  // bids descending, asks ascending; sizes by price
  const bids = bidUnits.map((u) => u + shift)
  const asks = askUnits.map((u) => u + shift)
  const sizes = new Map<number, string>()
  for (let i = 0; i < bids.length; i++) sizes.set(bids[i] ?? 0, recorded.b[i]?.[1] ?? "0")
  for (let i = 0; i < asks.length; i++) sizes.set(asks[i] ?? 0, recorded.a[i]?.[1] ?? "0")

  const topic = `orderbook.${depth}.${symbol}`
  const baseTs = 1_700_000_000_000
  const firstU = Math.max(1, recorded.u)
  const seqBase = recorded.seq
  const levels = (side: ReadonlyArray<number>) => side.map((p) => [formatUnits(p, decimals), sizes.get(p) ?? "0"])
  const snapshot = Buffer.from(
    JSON.stringify({
      topic,
      type: "snapshot",
      ts: baseTs + firstU,
      data: { s: symbol, b: levels(bids), a: levels(asks), u: firstU, seq: seqBase },
      cts: baseTs + firstU
    })
  )

  // index biased to the top of the book, where most changes happen
  const biased = (n: number) => Math.min(n - 1, Math.floor(n * random() ** 3))
  // `better(x, y)`: x is nearer the spread than y on this side
  const change = (side: Array<number>, isBid: boolean, out: Map<number, string>) => {
    const dir = isBid ? -1 : 1
    const other = isBid ? asks : bids
    const r = random()
    const i = biased(side.length)
    const p = side[i] ?? 0
    if (r < 0.7 || side.length < 2) {
      const q = size()
      sizes.set(p, q)
      out.set(p, q)
      return
    }
    if (r < 0.85) {
      // a level leaves; the next one beyond the worst enters the view
      side.splice(i, 1)
      sizes.delete(p)
      out.set(p, "0")
      const worst = side[side.length - 1] ?? p
      const entering = worst + dir * tick * (1 + Math.floor(random() * 3))
      side.push(entering)
      const q = size()
      sizes.set(entering, q)
      out.set(entering, q)
      return
    }
    // a level appears inside the view (a better best price when there is room), the worst one leaves
    let at = -1
    let price = 0
    const best = side[0] ?? p
    const opposite = other[0] ?? best - dir * 1e9
    if (i === 0 && (isBid ? best + tick < opposite : best - tick > opposite)) {
      at = 0
      price = best - dir * tick
    } else {
      const next = side[i + 1]
      if (next !== undefined && Math.abs(next - p) > tick) {
        at = i + 1
        price = p + dir * tick
      }
    }
    if (at < 0) {
      const q = size()
      sizes.set(p, q)
      out.set(p, q)
      return
    }
    side.splice(at, 0, price)
    const q = size()
    sizes.set(price, q)
    out.set(price, q)
    const gone = side.pop() ?? price
    sizes.delete(gone)
    out.set(gone, "0")
  }

  const deltas: Array<Buffer> = []
  let bytes = 0
  let levelCount = 0
  for (let n = 1; n <= count; n++) {
    const u = firstU + n
    const db = new Map<number, string>()
    const da = new Map<number, string>()
    const bidChanges = 1 + Math.floor(random() * options.maxChanges)
    const askChanges = 1 + Math.floor(random() * options.maxChanges)
    for (let k = 0; k < bidChanges; k++) change(bids, true, db)
    for (let k = 0; k < askChanges; k++) change(asks, false, da)
    const b = [...db].sort((x, y) => y[0] - x[0]).map(([p, q]) => [formatUnits(p, decimals), q])
    const a = [...da].sort((x, y) => x[0] - y[0]).map(([p, q]) => [formatUnits(p, decimals), q])
    levelCount += b.length + a.length
    const text = JSON.stringify({
      topic,
      type: "delta",
      ts: baseTs + u,
      data: { s: symbol, b, a, u, seq: seqBase + u * 3 },
      cts: baseTs + u
    })
    const buffer = Buffer.from(text)
    bytes += buffer.length
    deltas.push(buffer)
  }
  return {
    topic,
    snapshot,
    deltas,
    firstU,
    lastU: firstU + count,
    baseTs,
    meanBytes: count === 0 ? 0 : bytes / count,
    meanLevels: count === 0 ? 0 : levelCount / count
  }
}
