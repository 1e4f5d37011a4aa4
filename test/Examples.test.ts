import { execFile } from "node:child_process"
import { readdirSync } from "node:fs"
import { promisify } from "node:util"
import { describe, expect, it } from "@effect/vitest"
import { compiled } from "./support/Compiled.js"

const run = promisify(execFile)
const root = new URL("..", import.meta.url).pathname
const examples = readdirSync(new URL("../examples", import.meta.url)).filter((f) => f.endsWith(".ts"))

// The examples run compiled (test/support/Compiled.ts): `npm run demo` runs them with tsx, which compiled every
// module of src again in each example's process (14 of those took 160 s of a loaded CI run).
const scripts = compiled(examples.map((file) => `examples/${file}`))

// What each example must have printed, beyond starting the exchange.
const expected: Readonly<Record<string, ReadonlyArray<string>>> = {
  "demo.ts": ["server time", "placed ", "cancelled ", "book u=", "spread "],
  "market-data.ts": ["server time:", "best bid"],
  "orders.ts": ["placed ", "amended ", "cancelled ", "second cancel refused: OrderNotFound (110001)"],
  "positions.ts": ["leverage set to 5", "opened   BTCUSDT Buy size 0.010 leverage 5", "closed   BTCUSDT flat size 0"],
  "transfers.ts": ["FUND USDT before  10000", "transfer ", "SUCCESS", "FUND USDT after   10025", "UNIFIED -> FUND"],
  "sub-accounts.ts": ["created sub UID", "funded sub UID    SUCCESS", "sub FUND USDT     10"],
  "order-book-wiring.ts": ["book u=", "  best bid "],
  "order-book.ts": ["book u=", "spread ", "buy 1 avg "],
  "private-streams.ts": ["order update  New", "order update  Cancelled", "wallet update UNIFIED equity"],
  "ws-order-entry.ts": ["ws created", "ws amended", "ws cancelled", "outcome unknown", "reconciled: the order exists"],
  "pagination.ts": ["cancelled     5 orders", "read          5 orders from pages of 2"],
  "kline-backfill.ts": ["backfilled    361 one-minute candles, 0 gaps", "first ", "last "],
  "retries.ts": ["read retried  BTCUSDT last ", "orders with that link id: 1", "not re-sent: OutcomeUnknown"],
  "promise-client.ts": ["BTCUSDT last ", "equity ", "refused      InsufficientBalance"],
  "paper-trading.ts": ["replaying ", "bought   paper-buy-1", "sold     paper-sell-1", "Paper-trading report of uid"]
}

// How many books the book examples print (`Stream.take`). Which update ids they show depends on timing: a book is
// emitted per pull, so updates that arrive before the consumer pulls are coalesced into one book.
const books: Readonly<Record<string, number>> = { "order-book-wiring.ts": 3, "order-book.ts": 5 }

interface PaperFill {
  readonly orderLinkId: string
  readonly side: string
  readonly price: string
  readonly qty: string
  readonly fee: string
  readonly mid: string | null
  readonly slippage: string | null
}

// The paper-trading example's report agrees with its own fills: realised PnL is the round trip's price difference,
// fees the fills' fees, net = realised + unrealised - fees - funding, each slippage (price - mid) x qty for a buy.
const paperReport = (stdout: string) => {
  const line = stdout.split("\n").find((l) => l.startsWith("report "))
  expect(line).toBeDefined()
  const { totals, fills } = JSON.parse(line!.slice("report ".length)) as {
    totals: ReadonlyArray<Record<string, string>>
    fills: ReadonlyArray<PaperFill>
  }
  const close = (a: number, b: number) => expect(Math.abs(a - b)).toBeLessThan(1e-9)
  expect(fills.map((f) => [f.orderLinkId, f.side, f.qty])).toEqual([
    ["paper-buy-1", "Buy", "0.010"],
    ["paper-sell-1", "Sell", "0.010"]
  ])
  const [buy, sell] = fills as [PaperFill, PaperFill]
  const t = totals.find((x) => x.coin === "USDT")!
  close(Number(t.realised), (Number(sell.price) - Number(buy.price)) * 0.01)
  close(Number(t.fees), Number(buy.fee) + Number(sell.fee))
  close(Number(t.unrealised), 0)
  close(Number(t.net), Number(t.realised) + Number(t.unrealised) - Number(t.fees) - Number(t.funding))
  for (const f of fills) {
    const sign = f.side === "Buy" ? 1 : -1
    close(Number(f.slippage), sign * (Number(f.price) - Number(f.mid)) * 0.01)
  }
  close(Number(t.slippage), Number(buy.slippage) + Number(sell.slippage))
}

// Every example runs to completion against the embedded exchange (BYBIT_ENV unset), as `npm run demo` runs it.
describe("examples", () => {
  for (const file of examples) {
    it(`${file} runs against the embedded exchange`, { timeout: 60_000 }, async () => {
      const env = { ...process.env }
      delete env.BYBIT_ENV
      delete env.BYBIT_API_KEY
      delete env.BYBIT_API_SECRET
      const script = (await scripts).get(`examples/${file}`) ?? file
      // compiled, the example is not beside its recording: it is named (an installed copy finds it beside itself)
      const args = file === "paper-trading.ts" ? [`${root}examples/recordings/btcusdt.jsonl`] : []
      const { stdout } = await run(process.execPath, [script, ...args], {
        cwd: root,
        env,
        timeout: 50_000
      })
      expect(stdout).toContain("embedded exchange on http://127.0.0.1:")
      if (file === "paper-trading.ts") paperReport(stdout)
      expect(stdout).not.toContain("Error")
      for (const line of expected[file] ?? []) expect(stdout).toContain(line)
      const count = books[file]
      if (count !== undefined) {
        const ids = [...stdout.matchAll(/^book u=(\d+) /gm)].map((m) => Number(m[1]))
        expect(ids).toHaveLength(count)
        // each book newer than the one before
        expect(ids.every((u, i) => i === 0 || u > (ids[i - 1] ?? 0))).toBe(true)
      }
    })
  }

  it("every example declares what it must print", () => {
    expect([...examples].sort()).toEqual(Object.keys(expected).sort())
  })

  it("npm run demo runs the demo", async () => {
    const pkg = (await import("../package.json", { with: { type: "json" } })).default
    expect(pkg.scripts.demo).toBe("tsx examples/demo.ts")
    expect(examples).toContain("demo.ts")
  })
})
