import * as fs from "node:fs"
import * as path from "node:path"
import { describe, expect, it } from "vitest"
import * as ImportGraph from "../support/ImportGraph.js"

// The emulator's modules import each other in one direction: the shared types live in base/Handler.ts and
// books/Funds.ts, the desks and flows below the exchange, the servers above it. A circle is how helpers ended up
// importing their types back from the class they were split out of.

const root = path.resolve(import.meta.dirname, "../../src/Emulator")

const importsOf = (file: string): ReadonlyArray<string> => ImportGraph.importsOf(file, root)

const circles = (graph: ReadonlyMap<string, ReadonlyArray<string>>): ReadonlyArray<ReadonlyArray<string>> =>
  ImportGraph.circles(graph, root)

// The floors of the emulator, top first: a module imports its own zone and the zones of the floors below, never a
// zone above nor another zone of its own floor. The entry starts the servers; the wire (REST and WebSocket servers,
// envelopes, the older families' dialects) answers from the exchange; the exchange composes the desks, which
// settle through the core (clearing, margin, views, the bus, the market feed, liquidation); the core drives the
// matching engine and keeps the books (accounts, keys, ledger, funds, positions, loans); both read the market
// (market sources, instruments, stats, option pricing); everything rests on base (exact decimals, the seeded PRNG,
// the handler's results and parameter readers).
const floors: ReadonlyArray<ReadonlyArray<string>> = [
  ["entry"],
  ["wire"],
  ["exchange"],
  ["desks"],
  ["core"],
  ["engine", "books"],
  ["market"],
  ["base"]
]

// A folder is its zone; the files at the top of src/Emulator are named, so a new one is placed on purpose.
const topLevel: Readonly<Record<string, string>> = {
  "Emulator.ts": "entry",
  "index.ts": "entry",
  "Replaying.ts": "entry",
  "InProcess.ts": "entry",
  "LockStep.ts": "entry",
  "Latency.ts": "entry",
  "Exchange.ts": "exchange",
  "Assembly.ts": "exchange",
  "AccountsDescription.ts": "core",
  "AccountsSetup.ts": "core",
  "Journal.ts": "exchange",
  "Openings.ts": "exchange",
  "MarketStep.ts": "exchange",
  "SavedState.ts": "entry",
  "SavedChecks.ts": "entry",
  "Saving.ts": "entry",
  "Serving.ts": "entry",
  "StateFile.ts": "entry",
  "StateGraph.ts": "exchange",
  "Bus.ts": "core",
  "Clearing.ts": "core",
  "ExchangeTypes.ts": "core",
  "Faults.ts": "core",
  "LiqPrice.ts": "core",
  "Liquidation.ts": "core",
  "AutoAddMargin.ts": "core",
  "Margin.ts": "core",
  "MarketFeed.ts": "core",
  "Mmp.ts": "core",
  "PartialStops.ts": "core",
  "RateLimits.ts": "core",
  "RateLimitTable.ts": "core",
  "ReplayFeed.ts": "core",
  "Report.ts": "core",
  "ReportCurves.ts": "core",
  "ReportStats.ts": "core",
  "ReportTable.ts": "core",
  "TradeHandler.ts": "core",
  "Twap.ts": "core",
  "Views.ts": "core"
}

const zoneOf = (file: string): string | undefined => {
  const parts = path.relative(root, file).split(path.sep)
  const head = parts[0] ?? ""
  return parts.length === 1 ? topLevel[head] : floors.some((f) => f.includes(head)) ? head : undefined
}

const floorOf = (zone: string): number => floors.findIndex((f) => f.includes(zone))

/** Every import that points up a floor or across to another zone of the same floor, as `from -> to`. */
const upward = (graph: ReadonlyMap<string, ReadonlyArray<string>>): ReadonlyArray<string> => {
  const out: Array<string> = []
  for (const [from, targets] of graph) {
    const a = zoneOf(from)
    for (const to of targets) {
      const b = zoneOf(to)
      if (a === undefined || b === undefined || a === b || floorOf(a) < floorOf(b)) continue
      out.push(`${path.relative(root, from)} (${a}) -> ${path.relative(root, to)} (${b})`)
    }
  }
  return out.sort()
}

const MAX_LOGIC_LINES = 500

// Files still over the limit, each with why; the list can only shrink (a listed file under the limit fails too,
// so it leaves the list when it is split).
const oversized: Readonly<Record<string, string>> = {}

describe("the emulator's module structure", () => {
  it(`no file holds more than ${MAX_LOGIC_LINES} lines of logic, but the listed ones still to split`, () => {
    const over = ImportGraph.sources(root)
      .filter((f) => ImportGraph.logicLines(f) > MAX_LOGIC_LINES)
      .map((f) => path.relative(root, f).split(path.sep).join("/"))
      .sort()
    expect(over).toEqual(Object.keys(oversized).sort())
  })

  it("the exchange is a thin composition of its assemblies", () => {
    expect(ImportGraph.logicLines(path.join(root, "Exchange.ts"))).toBeLessThan(250)
    const text = fs.readFileSync(path.join(root, "Exchange.ts"), "utf8")
    const start = text.indexOf("  constructor(")
    expect(text.slice(start, text.indexOf("\n  }\n", start)).split("\n").length).toBeLessThan(50)
  })

  it("has no import circle", () => {
    const graph = new Map(ImportGraph.sources(root).map((f) => [f, importsOf(f)] as const))
    expect(graph.size).toBeGreaterThan(30)
    expect(circles(graph)).toEqual([])
  })

  it("every module is in a known zone", () => {
    const unplaced = ImportGraph.sources(root)
      .filter((f) => zoneOf(f) === undefined)
      .map((f) => path.relative(root, f))
    expect(unplaced).toEqual([])
  })

  it("imports point down the floors only", () => {
    const graph = new Map(ImportGraph.sources(root).map((f) => [f, importsOf(f)] as const))
    expect(upward(graph)).toEqual([])
  })

  it("the floor check sees an import up and one across a floor", () => {
    const graph = new Map([
      [path.join(root, "market", "A.ts"), [path.join(root, "Clearing.ts"), path.join(root, "base", "Fixed.ts")]],
      [path.join(root, "engine", "B.ts"), [path.join(root, "books", "C.ts"), path.join(root, "market", "A.ts")]],
      [path.join(root, "wire", "D.ts"), [path.join(root, "Exchange.ts"), path.join(root, "wire", "E.ts")]]
    ])
    expect(upward(graph)).toEqual([
      `${path.join("engine", "B.ts")} (engine) -> ${path.join("books", "C.ts")} (books)`,
      `${path.join("market", "A.ts")} (market) -> Clearing.ts (core)`
    ])
  })

  it("the circle finder sees a circle when there is one", () => {
    const graph = new Map([
      [path.join(root, "A.ts"), [path.join(root, "B.ts")]],
      [path.join(root, "B.ts"), [path.join(root, "A.ts")]],
      [path.join(root, "C.ts"), [path.join(root, "A.ts")]]
    ])
    expect(circles(graph)).toEqual([["A.ts", "B.ts"]])
  })
})
