import { describe, expect, it } from "@effect/vitest"
import * as FastCheck from "fast-check"
import type * as Format from "../../src/Recording/Format.js"
import * as Continuity from "../../src/Recording/internal/continuity.js"
import * as Recordings from "../support/Recordings.js"

// The recorder's checks of one connection's frames, against a model of the source: what the exchange sent, what it
// dropped, and what reached the socket broken. Whatever happens, the lines written never carry a delta across a hole;
// a dropped delta, a frame that is not JSON, a frame cut short and a frame without its topic's shape are one gap each,
// of their kind; and nothing that follows on from a snapshot is held back.

const BOOK = "orderbook.50.BTCUSDT"
const TICKER = "tickers.BTCUSDT"
const TRADES = "publicTrade.BTCUSDT"
const topics = [BOOK, TICKER, TRADES]

type Op =
  | "delta"
  | "skip"
  | "stale"
  | "seq-back"
  | "resync"
  | "malformed"
  | "truncated"
  | "misshapen"
  | "lost"
  | "trade"
  | "ticker"
  | "ticker-snapshot"

const op: FastCheck.Arbitrary<Op> = FastCheck.oneof(
  { weight: 10, arbitrary: FastCheck.constant("delta" as const) },
  { weight: 3, arbitrary: FastCheck.constantFrom("trade" as const, "ticker" as const) },
  {
    weight: 4,
    arbitrary: FastCheck.constantFrom(
      "skip" as const,
      "stale" as const,
      "seq-back" as const,
      "resync" as const,
      "malformed" as const,
      "truncated" as const,
      "misshapen" as const,
      "lost" as const,
      "ticker-snapshot" as const
    )
  }
)

const book = (type: "snapshot" | "delta", u: number, seq: number) => ({
  topic: BOOK,
  type,
  ts: u,
  data: { s: "BTCUSDT", b: [["100.5", "1"]], a: [["101", "2"]], u, seq }
})

interface Written {
  readonly lines: Array<Format.Line>
  readonly gaps: Array<Continuity.Gap>
  readonly held: number
  /** What the checks answered to each frame, and what the model of the source says they should. */
  readonly verdicts: Array<string>
  readonly expected: Array<string>
  readonly modelWaiting: number
}

const said = (verdict: Continuity.Verdict): string => (typeof verdict === "string" ? verdict : `gap ${verdict.kind}`)

/** Runs the source's ops through the checks: the lines the recorder would write (gap lines included), and the model's. */
const run = (ops: ReadonlyArray<Op>, waiting: Continuity.Waiting): Written => {
  const checks = new Continuity.Continuity(topics, waiting)
  const lines: Array<Format.Line> = []
  const gaps: Array<Continuity.Gap> = []
  const verdicts: Array<string> = []
  const expected: Array<string> = []
  let held = 0
  let u = 100
  let seq = 1000
  // the model: whether the book follows on from a snapshot (its last `u` and `seq`), whether the ticker waits for one
  let synced = true
  let last = u
  let lastSeq = seq
  let tickerWaits = false
  const put = (verdict: Continuity.Verdict, frame: Record<string, unknown>) => {
    verdicts.push(said(verdict))
    if (verdict === "hold") held++
    else if (verdict === "write") lines.push({ r: 0, c: "linear", m: frame as Format.MessageLine["m"] })
    else {
      gaps.push(verdict)
      lines.push({
        r: 0,
        c: "linear",
        gap: {
          reason: verdict.reason,
          kind: verdict.kind,
          ...(verdict.topic === undefined ? {} : { topic: verdict.topic })
        }
      })
    }
  }
  const deliver = (frame: Record<string, unknown>) => put(checks.frame(frame), frame)
  // the model's answer to a book delta (`u`, `seq`)
  const delta = (du: number, dseq: number) => {
    if (!synced) return "hold"
    if (du !== last + 1 || dseq <= lastSeq) {
      synced = false
      return "gap sequence"
    }
    last = du
    lastSeq = dseq
    return "write"
  }
  const everything = () => {
    synced = false
    tickerWaits = true
  }
  deliver(book("snapshot", u, seq))
  expected.push("write")
  for (const o of ops) {
    switch (o) {
      case "delta":
        u++
        seq++
        deliver(book("delta", u, seq))
        expected.push(delta(u, seq))
        break
      case "skip":
        u++
        seq++
        break
      case "stale":
        // the last delta again
        deliver(book("delta", u, seq))
        expected.push(delta(u, seq))
        break
      case "seq-back":
        u++
        deliver(book("delta", u, seq - 5))
        expected.push(delta(u, seq - 5))
        break
      case "resync":
        seq++
        deliver(book("snapshot", u, seq))
        expected.push("write")
        synced = true
        last = u
        lastSeq = seq
        break
      case "malformed":
        put(checks.malformed(`{"topic":<<malformed>>{"topic":"orderb`), {})
        expected.push("gap malformed")
        everything()
        break
      case "truncated": {
        u++
        seq++
        const text = JSON.stringify(book("delta", u, seq))
        put(checks.malformed(text.slice(0, text.length >> 1)), {})
        expected.push("gap truncated")
        synced = false
        break
      }
      case "misshapen":
        u++
        seq++
        deliver({ topic: BOOK, type: "delta", ts: u, data: { s: "BTCUSDT", b: "none", a: [], u, seq } })
        expected.push("gap shape")
        synced = false
        break
      case "lost":
        checks.lost()
        everything()
        break
      case "trade":
        deliver({ topic: TRADES, type: "snapshot", ts: 1, data: [{ T: 1, s: "BTCUSDT", S: "Buy", v: "1", p: "100" }] })
        expected.push("write")
        break
      case "ticker":
        deliver({ topic: TICKER, type: "delta", ts: 1, data: { symbol: "BTCUSDT", lastPrice: "100" } })
        expected.push(tickerWaits ? "hold" : "write")
        break
      case "ticker-snapshot":
        deliver({ topic: TICKER, type: "snapshot", ts: 1, data: { symbol: "BTCUSDT", lastPrice: "100" } })
        expected.push("write")
        tickerWaits = false
        break
    }
  }
  return { lines, gaps, held, verdicts, expected, modelWaiting: (synced ? 0 : 1) + (tickerWaits ? 1 : 0) }
}

const bookLines = (lines: ReadonlyArray<Format.Line>) =>
  lines.filter((line): line is Format.MessageLine => "m" in line && line.m.topic === BOOK)

describe("Continuity: the recorder's checks", () => {
  it("never writes a delta across a hole; one gap of its kind per fault; nothing that follows on is held back", () => {
    FastCheck.assert(
      FastCheck.property(FastCheck.array(op, { maxLength: 120 }), (ops) => {
        const waiting: Continuity.Waiting = { count: 0 }
        const written = run(ops, waiting)
        // frame by frame, what the model of the source says: written, held until a snapshot, or a gap of its kind
        expect(written.verdicts).toEqual(written.expected)
        expect(waiting.count).toBe(written.modelWaiting)
        // no delta across a hole: between the gap lines that hit the book, `u` grows by one from a snapshot
        expect(Recordings.followBook(written.lines, "linear", BOOK).jumps).toEqual([])
        // each gap asks for what it hit again: its topic, or every topic when the topic could not be read
        for (const gap of written.gaps) expect(gap.resubscribe).toEqual(gap.topic === undefined ? topics : [gap.topic])
      }),
      { numRuns: 500 }
    )
  })

  it("a ticker hit by a gap holds its deltas back until its snapshot; trades are never held", () => {
    const waiting: Continuity.Waiting = { count: 0 }
    const written = run(["malformed", "ticker", "trade", "ticker-snapshot", "ticker"], waiting)
    const tickers = written.lines.filter((line): line is Format.MessageLine => "m" in line && line.m.topic === TICKER)
    expect(tickers.map((line) => line.m.type)).toEqual(["snapshot", "delta"])
    expect(written.lines.filter((line) => "m" in line && line.m.topic === TRADES)).toHaveLength(1)
    // the book still waits for its snapshot
    expect(waiting.count).toBe(1)
    expect(written.held).toBe(1)
  })

  it("a book's deltas after a gap are held until its snapshot, which starts the sequence again", () => {
    const waiting: Continuity.Waiting = { count: 0 }
    const written = run(["delta", "skip", "delta", "delta", "delta", "resync", "delta", "delta"], waiting)
    const book = bookLines(written.lines).map((line) => [line.m.type, (line.m.data as { u: number }).u])
    expect(book).toEqual([
      ["snapshot", 100],
      ["delta", 101],
      ["snapshot", 105],
      ["delta", 106],
      ["delta", 107]
    ])
    expect(written.gaps).toEqual([
      { kind: "sequence", reason: "expected u 102, received u 103", topic: BOOK, resubscribe: [BOOK] }
    ])
    expect(written.held).toBe(2)
    expect(waiting.count).toBe(0)
  })

  it("a frame without a topic, type or data, or with data not of its topic's shape, is a shape gap", () => {
    const checks = new Continuity.Continuity(topics, { count: 0 })
    expect(checks.frame({ type: "delta", data: {} })).toMatchObject({ kind: "shape", topic: undefined })
    expect(checks.frame({ topic: TICKER, data: {} })).toMatchObject({ kind: "shape", topic: TICKER })
    expect(checks.frame({ topic: TRADES, type: "snapshot" })).toMatchObject({ kind: "shape", topic: TRADES })
    expect(checks.frame({ topic: TRADES, type: "snapshot", data: {} })).toMatchObject({ kind: "shape", topic: TRADES })
    expect(checks.frame({ topic: TICKER, type: "snapshot", data: [] })).toMatchObject({ kind: "shape", topic: TICKER })
    expect(checks.frame({ topic: TRADES, type: "snapshot", data: [] })).toBe("write")
  })

  it("cutShort: every prefix of a JSON object that does not parse is cut short; broken text is not", () => {
    FastCheck.assert(
      FastCheck.property(FastCheck.dictionary(FastCheck.string(), FastCheck.jsonValue()), FastCheck.nat(), (o, n) => {
        const text = JSON.stringify(o)
        const prefix = text.slice(0, n % text.length)
        expect(Continuity.cutShort(prefix)).toBe(prefix.length > 0)
      }),
      { numRuns: 500 }
    )
    expect(Continuity.cutShort(`{"topic":<<malformed>>{"topic":"orderb`)).toBe(false)
    expect(Continuity.cutShort(`{"a":1}}`)).toBe(false)
    expect(Continuity.cutShort(`{"a":[1}`)).toBe(false)
  })
})
