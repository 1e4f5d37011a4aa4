/**
 * Tardis.dev's downloadable CSV datasets for Bybit, read as recordings: each row (or group of rows that came in one
 * WebSocket message) becomes the Bybit V5 public message it stands for, with the row's arrival time as the receive
 * time.
 *
 * Source of the formats: https://docs.tardis.dev/downloadable-csv-files/data-types (columns, "microseconds since
 * epoch" timestamps, "grouping rows by the `local_timestamp` field" for one message, "skip these rows until you
 * encounter the first `is_snapshot=true` row", a snapshot after updates "must be discarded": a reset) and
 * https://docs.tardis.dev/historical-data-details/bybit (exchange ids `bybit` — inverse and linear derivatives —,
 * `bybit-spot`; `bybit-options` for options). The V5 shapes they become: bybit-exchange docs, WebSocket
 * public `orderbook`, `publicTrade`, `tickers`.
 *
 * | dataset | columns | becomes |
 * |---|---|---|
 * | `incremental_book_L2` | exchange,symbol,timestamp,local_timestamp,is_snapshot,side,price,amount | `orderbook.{depth}.{symbol}` snapshot / delta |
 * | `trades` | exchange,symbol,timestamp,local_timestamp,id,side,price,amount | `publicTrade.{symbol}` |
 * | `derivative_ticker` | exchange,symbol,timestamp,local_timestamp,funding_timestamp,funding_rate,predicted_funding_rate,open_interest,last_price,index_price,mark_price | `tickers.{symbol}` |
 *
 * What the CSV does not hold is made up, and said so here: the book's update id `u` (and `seq`) count the messages of
 * the file from 1; the depth of the topic is the smallest V5 depth that holds the file's first snapshot; a trade's
 * `BT` (block trade) is false; `predicted_funding_rate` has no V5 field and is dropped; a trade whose side is
 * `unknown` is refused (Bybit names every taker's side). A snapshot after updates is written as a gap line before the
 * new snapshot, as a recorder writes a reconnect. `book_snapshot_25`/`_5` and `quotes` are not read (they are views of
 * the same book; read `incremental_book_L2`).
 *
 * Every row is checked, and a bad one is a `RecordingError` naming the file and the line: `timestamp` and
 * `local_timestamp` must be microseconds since the epoch, a price a number above 0, a book amount a number of 0 or
 * more (0 removes the level), a trade amount above 0, a ticker's cells empty or numbers (rates of any sign, the
 * rest 0 or more). `local_timestamp` may go back by up to `Import.backwardsToleranceMs` (1 s) behind the latest row
 * (the row is read at the latest time: a replay's clock never goes back); further back is refused.
 *
 * @since 1.1.0
 */
import * as Format from "./Format.js"
import * as Import from "./Import.js"

const bookColumns = ["exchange", "symbol", "timestamp", "local_timestamp", "is_snapshot", "side", "price", "amount"]
const tradeColumns = ["exchange", "symbol", "timestamp", "local_timestamp", "id", "side", "price", "amount"]
const tickerColumns = [
  "exchange",
  "symbol",
  "timestamp",
  "local_timestamp",
  "funding_timestamp",
  "funding_rate",
  "predicted_funding_rate",
  "open_interest",
  "last_price",
  "index_price",
  "mark_price"
]

/**
 * The Tardis exchange ids of Bybit, and the market each holds (`bybit` holds both derivatives markets: the symbol
 * tells which).
 *
 * @since 1.1.0
 * @category constants
 */
export const exchanges: ReadonlyArray<string> = ["bybit", "bybit-spot", "bybit-options"]

const marketOf = (exchange: string, symbol: string): Format.Market =>
  exchange === "bybit-spot" ? "spot" : exchange === "bybit-options" ? "option" : Import.derivativeMarket(symbol)

// V5 order-book depths by market (bybit-exchange docs, WebSocket public orderbook).
const depths: Record<Format.Market, ReadonlyArray<number>> = {
  linear: [1, 50, 200, 500, 1000],
  inverse: [1, 50, 200, 500, 1000],
  spot: [1, 50, 200, 1000],
  option: [25, 100]
}

const depthFor = (market: Format.Market, levels: number): number => {
  const list = depths[market]
  return list.find((depth) => depth >= levels) ?? list[list.length - 1]!
}

const dataset = (first: string): "incremental_book_L2" | "trades" | "derivative_ticker" | undefined => {
  const names = first.trim()
  if (names === bookColumns.join(",")) return "incremental_book_L2"
  if (names === tradeColumns.join(",")) return "trades"
  if (names === tickerColumns.join(",")) return "derivative_ticker"
  return undefined
}

/**
 * Whether a file with this first line needs more of its lines to be recognised: an `incremental_book_L2` file, whose
 * first snapshot (up to 1000 levels a side) sets the depth of its topic.
 *
 * @since 1.1.0
 * @category detection
 */
export const readsOn = (first: string): boolean => dataset(first) === "incremental_book_L2"

/**
 * Recognises a Tardis CSV of Bybit by its column line (`lines` are the file's first lines). `undefined` when the
 * columns are not a Tardis dataset read here; a `RecordingError` for a Tardis file of another exchange.
 *
 * @since 1.1.0
 * @category detection
 */
export const detect = (
  lines: ReadonlyArray<string>,
  file: string,
  options: Import.Options = {}
): Import.Detected | Format.RecordingError | undefined => {
  const kind = dataset(lines[0] ?? "")
  if (kind === undefined) return undefined
  const row = lines[1] === undefined ? undefined : Import.fields(lines[1])
  const exchange = row?.[0] ?? "bybit"
  if (!exchanges.includes(exchange))
    return Import.badRow(
      file,
      2,
      `a file of another exchange: tardis "${exchange}" (this reads ${exchanges.join(", ")})`
    )
  const symbol = row?.[1] ?? ""
  const market = options.market ?? marketOf(exchange, symbol)
  // a corrupt first row is refused where it is read (at its line); until then the header says 0
  const startedAt = row === undefined ? 0 : (Import.micros(row[3] ?? "") ?? 0)
  const source = `tardis ${kind}`
  if (kind === "trades")
    return {
      kind: source,
      header: Import.header(`tardis:${exchange}`, startedAt, market, [`publicTrade.${symbol}`]),
      skip: 1,
      make: () => trades(file, market)
    }
  if (kind === "derivative_ticker")
    return {
      kind: source,
      header: Import.header(`tardis:${exchange}`, startedAt, market, [`tickers.${symbol}`]),
      skip: 1,
      make: () => tickers(file, market)
    }
  const depth = depthFor(market, firstSnapshotLevels(lines))
  return {
    kind: source,
    header: Import.header(`tardis:${exchange}`, startedAt, market, [`orderbook.${depth}.${symbol}`]),
    skip: 1,
    make: () => book(file, market, depth)
  }
}

// The larger side of the first snapshot among the lines read for detection.
const firstSnapshotLevels = (lines: ReadonlyArray<string>): number => {
  let at: string | undefined
  let bids = 0
  let asks = 0
  for (const text of lines.slice(1)) {
    const f = Import.fields(text)
    if (f[4] !== "true") {
      if (at !== undefined) break
      continue
    }
    if (at !== undefined && f[3] !== at) break
    at = f[3]
    if (f[5] === "bid") bids++
    else asks++
  }
  return Math.max(bids, asks, 1)
}

/**
 * The checks every row of a dataset passes: its `timestamp` and `local_timestamp` are microseconds since the epoch,
 * and `local_timestamp` does not go back further than `Import.backwardsToleranceMs` behind the rows before it.
 * Answers the row's receive time (ms; a row within the tolerance is read at the latest time) and exchange time.
 */
const rowTimes = (file: string) => {
  const times = Import.receiveTimes()
  return (
    timestamp: string,
    local: string,
    line: number
  ): { readonly r: number; readonly ts: number } | Format.RecordingError => {
    const ts = Import.micros(timestamp)
    if (ts === undefined)
      return Import.badRow(file, line, `timestamp "${timestamp}" is not microseconds since the epoch`)
    const at = Import.micros(local)
    if (at === undefined)
      return Import.badRow(file, line, `local_timestamp "${local}" is not microseconds since the epoch`)
    const r = times(at)
    return typeof r === "number" ? { r, ts } : Import.badRow(file, line, `local_timestamp "${local}" is ${r.refused}`)
  }
}

type Level = readonly [string, string]

interface Pending {
  readonly local: string
  readonly snapshot: boolean
  readonly r: number
  readonly ts: number
  readonly b: Array<Level>
  readonly a: Array<Level>
}

const book = (file: string, market: Format.Market, depth: number): Import.Importer => {
  let symbol: string | undefined
  let pending: Pending | undefined
  let seeded = false
  let afterDelta = false
  let u = 0
  const times = rowTimes(file)
  const flush = (out: Array<Format.Line>) => {
    const p = pending
    if (p === undefined) return
    pending = undefined
    if (p.snapshot && afterDelta)
      out.push({ r: p.r, c: market, gap: { reason: "tardis: a snapshot after updates (a reconnect or a new day)" } })
    afterDelta = !p.snapshot
    u++
    out.push({
      r: p.r,
      c: market,
      m: {
        topic: `orderbook.${depth}.${symbol}`,
        type: p.snapshot ? "snapshot" : "delta",
        ts: p.ts,
        data: { s: symbol, b: p.b, a: p.a, u, seq: u }
      }
    })
  }
  return {
    line: (text, line) => {
      const f = Import.fields(text)
      if (f.length !== bookColumns.length) return Import.badRow(file, line, `${f.length} fields, not 8`)
      const [, s, timestamp, local, isSnapshot, side, price, amount] = f as unknown as ReadonlyArray<string>
      if (symbol === undefined) symbol = s
      else if (s !== symbol) return Import.badRow(file, line, `a second symbol ${s} in a file of ${symbol}`)
      if ((isSnapshot !== "true" && isSnapshot !== "false") || (side !== "bid" && side !== "ask"))
        return Import.badRow(file, line, `is_snapshot "${isSnapshot}", side "${side}"`)
      const at = times(timestamp!, local!, line)
      if (at instanceof Format.RecordingError) return at
      const bad = Import.priceAndAmount(file, line, price!, amount!, false)
      if (bad !== undefined) return bad
      const snapshot = isSnapshot === "true"
      // updates buffered before the day's first snapshot belong to no book (Tardis: skip them)
      if (!snapshot && !seeded) return []
      seeded = true
      const out: Array<Format.Line> = []
      if (pending !== undefined && (pending.local !== local || pending.snapshot !== snapshot)) flush(out)
      if (pending === undefined) pending = { local: local!, snapshot, r: at.r, ts: at.ts, b: [], a: [] }
      ;(side === "bid" ? pending.b : pending.a).push([price!, amount!])
      return out
    },
    end: () => {
      const out: Array<Format.Line> = []
      flush(out)
      return out
    }
  }
}

interface Trade {
  readonly T: number
  readonly s: string
  readonly S: "Buy" | "Sell"
  readonly v: string
  readonly p: string
  readonly i: string
  readonly BT: false
}

const trades = (file: string, market: Format.Market): Import.Importer => {
  let pending: { local: string; r: number; symbol: string; data: Array<Trade> } | undefined
  const times = rowTimes(file)
  const flush = (out: Array<Format.Line>) => {
    if (pending === undefined) return
    const p = pending
    pending = undefined
    out.push({
      r: p.r,
      c: market,
      m: { topic: `publicTrade.${p.symbol}`, type: "snapshot", ts: p.data[p.data.length - 1]!.T, data: p.data }
    })
  }
  return {
    line: (text, line) => {
      const f = Import.fields(text)
      if (f.length !== tradeColumns.length) return Import.badRow(file, line, `${f.length} fields, not 8`)
      const [, symbol, timestamp, local, id, side, price, amount] = f as unknown as ReadonlyArray<string>
      if (side !== "buy" && side !== "sell") return Import.badRow(file, line, `trade side "${side}"`)
      const at = times(timestamp!, local!, line)
      if (at instanceof Format.RecordingError) return at
      const bad = Import.priceAndAmount(file, line, price!, amount!, true)
      if (bad !== undefined) return bad
      const out: Array<Format.Line> = []
      if (pending !== undefined && (pending.local !== local || pending.symbol !== symbol)) flush(out)
      if (pending === undefined) pending = { local: local!, r: at.r, symbol: symbol!, data: [] }
      pending.data.push({
        T: at.ts,
        s: symbol!,
        S: side === "buy" ? "Buy" : "Sell",
        v: amount!,
        p: price!,
        i: id!,
        BT: false
      })
      return out
    },
    end: () => {
      const out: Array<Format.Line> = []
      flush(out)
      return out
    }
  }
}

// derivative_ticker column → V5 tickers field (empty cells are left out: a delta carries what it knows).
const tickerFields: ReadonlyArray<readonly [number, string]> = [
  [8, "lastPrice"],
  [10, "markPrice"],
  [9, "indexPrice"],
  [7, "openInterest"],
  [5, "fundingRate"]
]

// The cells of a ticker row, each empty or a number: rates of any sign, the rest 0 or more.
const tickerCells = (file: string, line: number, f: ReadonlyArray<string>): Format.RecordingError | undefined => {
  if (f[4] !== "" && Import.micros(f[4]!) === undefined)
    return Import.badRow(file, line, `funding_timestamp "${f[4]}" is not microseconds since the epoch`)
  for (let at = 5; at < tickerColumns.length; at++) {
    const cell = f[at]!
    if (cell === "") continue
    const rate = at === 5 || at === 6
    if ((rate ? Import.signedDecimal(cell) : Import.decimal(cell)) === undefined)
      return Import.badRow(file, line, `${tickerColumns[at]} "${cell}" is not a number${rate ? "" : " of 0 or more"}`)
  }
  return undefined
}

const tickers = (file: string, market: Format.Market): Import.Importer => {
  const seen = new Set<string>()
  const times = rowTimes(file)
  return {
    line: (text, line) => {
      const f = Import.fields(text)
      if (f.length !== tickerColumns.length) return Import.badRow(file, line, `${f.length} fields, not 11`)
      const symbol = f[1]!
      const at = times(f[2]!, f[3]!, line)
      if (at instanceof Format.RecordingError) return at
      const bad = tickerCells(file, line, f)
      if (bad !== undefined) return bad
      const data: Record<string, string> = { symbol }
      for (const [at, name] of tickerFields) if (f[at] !== "") data[name] = f[at]!
      if (f[4] !== "") data.nextFundingTime = String(Import.microsToMillis(f[4]!))
      const type = seen.has(symbol) ? "delta" : "snapshot"
      seen.add(symbol)
      return [{ r: at.r, c: market, m: { topic: `tickers.${symbol}`, type, ts: at.ts, data } }]
    },
    end: () => []
  }
}
