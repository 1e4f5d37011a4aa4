/**
 * Bybit's own downloadable history, read as recordings:
 *
 * - derivatives trade history, `https://public.bybit.com/trading/{SYMBOL}/{SYMBOL}{YYYY-MM-DD}.csv.gz`, columns
 *   `timestamp,symbol,side,size,price,tickDirection,trdMatchID,grossValue,homeNotional,foreignNotional` (newer files
 *   add `RPI`), `timestamp` in seconds with a fraction;
 * - spot trade history, `https://public.bybit.com/spot/{SYMBOL}/{SYMBOL}_{YYYY-MM-DD}.csv.gz`, columns
 *   `id,timestamp,price,volume,side` (newer files add `rpi`), `timestamp` in milliseconds, `side` lower case; the
 *   symbol is not a column, so it is read from the file's name;
 * - order-book history from bybit.com's "historical data" page, `{YYYY-MM-DD}_{SYMBOL}_ob500.data.zip` (derivatives)
 *   and `_ob200` (spot): one `.data` file of JSON lines, each a V5 `orderbook.{depth}.{symbol}` message as pushed
 *   (`topic`, `type`, `ts`, `data: {s, b, a, u, seq}`, `cts`). The archive is read as it is (`Zip`), and so is the
 *   `.data` file unzipped.
 *
 * Sources: public.bybit.com's listings and files (columns as named in each file's first line), the bybit-exchange
 * docs for the V5 `publicTrade` and `orderbook` messages they become. These files carry no receive time: the
 * exchange's time is used (`T` of a trade, `ts` of a book message). A trade row whose price or size is not a number
 * above 0 is a corrupt row (`RecordingError` naming the file and the line). Trades of one taker order (the same time)
 * are one `publicTrade` message, as the stream sends them; `BT` is false.
 *
 * Markets: a derivatives symbol quoted in USD is inverse, others linear; spot files are spot; a book file of depth
 * 200 is spot (Bybit publishes spot books at 200 levels and derivatives at 500) — pass `market` to say otherwise.
 *
 * @since 1.1.0
 */
import * as Format from "./Format.js"
import * as Import from "./Import.js"

const tradingColumns = ["timestamp", "symbol", "side", "size", "price", "tickDirection", "trdMatchID"] as const
const spotColumns = ["id", "timestamp", "price", "volume", "side"] as const

/**
 * Recognises a Bybit history file by its first line (`lines` are the file's first lines): the trading or spot CSV
 * header, or a V5 order-book message. `undefined` when it is none of them.
 *
 * @since 1.1.0
 * @category detection
 */
export const detect = (
  lines: ReadonlyArray<string>,
  file: string,
  options: Import.Options = {}
): Import.Detected | Format.RecordingError | undefined => {
  const first = lines[0] ?? ""
  if (first.startsWith("{")) return bookFile(lines, file, options)
  const trading = Import.columns(first, tradingColumns)
  if (trading !== undefined) return tradingFile(trading, lines[1], file, options)
  const spot = Import.columns(first, spotColumns)
  if (spot !== undefined) return spotFile(spot, lines[1], file, options)
  return undefined
}

const tradingFile = (
  at: { readonly [k in (typeof tradingColumns)[number]]: number },
  row: string | undefined,
  file: string,
  options: Import.Options
): Import.Detected => {
  const f = row === undefined ? [] : Import.fields(row)
  const symbol = f[at.symbol] ?? ""
  const market = options.market ?? Import.derivativeMarket(symbol)
  const startedAt = row === undefined ? 0 : Import.secondsToMillis(f[at.timestamp] ?? "0")
  return {
    kind: "bybit trading history",
    header: Import.header("bybit:public.bybit.com/trading", startedAt, market, [`publicTrade.${symbol}`]),
    skip: 1,
    make: () =>
      trades(market, (f, line) => {
        const side = f[at.side]
        if (side !== "Buy" && side !== "Sell") return Import.badRow(file, line, `side "${side}"`)
        const T = Import.secondsToMillis(f[at.timestamp] ?? "")
        if (!Number.isFinite(T) || T <= 0) return Import.badRow(file, line, `timestamp "${f[at.timestamp]}"`)
        const bad = Import.priceAndAmount(file, line, f[at.price] ?? "", f[at.size] ?? "", true)
        if (bad !== undefined) return bad
        return {
          T,
          s: f[at.symbol]!,
          S: side,
          v: f[at.size]!,
          p: f[at.price]!,
          L: f[at.tickDirection]!,
          i: f[at.trdMatchID]!,
          BT: false
        }
      })
  }
}

// `BTCUSDT_2025-05-19.csv.gz` (and `BTCUSDT-2025-05-19`): the symbol a spot file is named after.
const symbolOfName = (file: string): string | undefined =>
  /(?:^|[/\\])([A-Z0-9]+)[_-]\d{4}-\d{2}-\d{2}[^/\\]*$/.exec(file)?.[1]

const spotFile = (
  at: { readonly [k in (typeof spotColumns)[number]]: number },
  row: string | undefined,
  file: string,
  options: Import.Options
): Import.Detected | Format.RecordingError => {
  const symbol = symbolOfName(file)
  if (symbol === undefined)
    return new Format.RecordingError({
      file,
      line: 1,
      reason: "a Bybit spot trade file names its symbol only in its file name: keep it as SYMBOL_YYYY-MM-DD.csv.gz"
    })
  const f = row === undefined ? [] : Import.fields(row)
  const startedAt = Number(f[at.timestamp] ?? 0)
  const market = options.market ?? "spot"
  return {
    kind: "bybit spot trade history",
    header: Import.header("bybit:public.bybit.com/spot", startedAt, market, [`publicTrade.${symbol}`]),
    skip: 1,
    make: () =>
      trades(market, (f, line) => {
        const side = f[at.side]
        if (side !== "buy" && side !== "sell") return Import.badRow(file, line, `side "${side}"`)
        const T = Number(f[at.timestamp])
        if (!Number.isFinite(T) || T <= 0) return Import.badRow(file, line, `timestamp "${f[at.timestamp]}"`)
        const bad = Import.priceAndAmount(file, line, f[at.price] ?? "", f[at.volume] ?? "", true)
        if (bad !== undefined) return bad
        return {
          T,
          s: symbol,
          S: side === "buy" ? "Buy" : "Sell",
          v: f[at.volume]!,
          p: f[at.price]!,
          i: f[at.id]!,
          BT: false
        }
      })
  }
}

interface Trade {
  readonly T: number
  readonly s: string
  readonly [field: string]: unknown
}

// One `publicTrade` message per run of rows with the same time.
const trades = (
  market: Format.Market,
  row: (fields: ReadonlyArray<string>, line: number) => Trade | Format.RecordingError
): Import.Importer => {
  let pending: Array<Trade> = []
  const flush = (out: Array<Format.Line>) => {
    const first = pending[0]
    if (first === undefined) return
    out.push({
      r: first.T,
      c: market,
      m: { topic: `publicTrade.${first.s}`, type: "snapshot", ts: first.T, data: pending }
    })
    pending = []
  }
  return {
    line: (text, line) => {
      const trade = row(Import.fields(text), line)
      if (trade instanceof Format.RecordingError) return trade
      const out: Array<Format.Line> = []
      const first = pending[0]
      if (first !== undefined && (first.T !== trade.T || first.s !== trade.s)) flush(out)
      pending.push(trade)
      return out
    },
    end: () => {
      const out: Array<Format.Line> = []
      flush(out)
      return out
    }
  }
}

const isRecord = (u: unknown): u is Record<string, unknown> => typeof u === "object" && u !== null && !Array.isArray(u)

const parseBook = (text: string): { topic: string; ts: number; symbol: string } | undefined => {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return undefined
  }
  if (!isRecord(json) || typeof json.topic !== "string" || !json.topic.startsWith("orderbook.")) return undefined
  if (typeof json.ts !== "number" || !isRecord(json.data) || typeof json.data.s !== "string") return undefined
  return { topic: json.topic, ts: json.ts, symbol: json.data.s }
}

const bookFile = (lines: ReadonlyArray<string>, file: string, options: Import.Options): Import.Detected | undefined => {
  const first = parseBook(lines[0] ?? "")
  if (first === undefined) return undefined
  const depth = first.topic.split(".")[1]
  const market = options.market ?? (depth === "200" ? "spot" : Import.derivativeMarket(first.symbol))
  return {
    kind: "bybit order-book history",
    header: Import.header("bybit:history-data", first.ts, market, [first.topic]),
    skip: 0,
    make: () => ({
      line: (text, line) => {
        let json: unknown
        try {
          json = JSON.parse(text)
        } catch {
          return new Format.RecordingError({ file, line, reason: "corrupt line: not JSON" })
        }
        if (!isRecord(json) || typeof json.topic !== "string" || typeof json.ts !== "number")
          return new Format.RecordingError({ file, line, reason: "corrupt line: not a V5 message (topic, ts)" })
        return [{ r: json.ts, c: market, m: json as Format.MessageLine["m"] }]
      },
      end: () => []
    })
  }
}
