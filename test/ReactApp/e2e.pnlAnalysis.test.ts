/**
 * Closed-PnL analysis (issue 72, point 3), in the test browser at 1440×900 under en-US (New York) and 390×844 touch
 * under de-DE (Berlin), checked against the exchange's own answer (signed REST on the emulator, not the page):
 * positions opened and closed on two symbols, some of them a day earlier (the exchange's clock set back a day while
 * they trade), give closed-PnL records; the panel's total, its PnL and count by UTC day and by symbol, and its
 * cumulative curve are those records of `/v5/position/closed-pnl` summed.
 */
import { expect, layer } from "@effect/vitest"
import * as Effect from "effect/Effect"
import type { Page } from "playwright-core"
import { waitForValue } from "../support/WaitFor.js"
import * as F from "./e2e/Figures.js"
import * as H from "./e2e/Harness.js"

const day = 86_400_000

interface Closed {
  readonly symbol: string
  readonly closedPnl: string
  readonly updatedTime: string
}

/** Opens a long of ten minimum sizes with a market order and closes it the same way, signed for at `at`. */
const roundTrip = async (served: H.Served, symbol: string, at: number) => {
  const m = await F.market(served, "linear", symbol)
  const qty = (Number(m.minQty) * 10).toFixed(F.decimals(m.step))
  const order = { category: "linear", symbol, orderType: "Market", qty }
  await F.signed(served, "POST", "/v5/order/create", { ...order, side: "Buy" }, at)
  await F.signed(served, "POST", "/v5/order/create", { ...order, side: "Sell", reduceOnly: "true" }, at)
}

/** The exchange's closed-PnL records of the demo account (linear), as its REST answers them. */
const closed = async (served: H.Served): Promise<ReadonlyArray<Closed>> =>
  (await F.signed<{ list: ReadonlyArray<Closed> }>(served, "GET", "/v5/position/closed-pnl", { category: "linear" }))
    .list

/** The records summed by a key: PnL and count per key. */
const sums = (records: ReadonlyArray<Closed>, keyOf: (r: Closed) => string) => {
  const out = new Map<string, { pnl: number; count: number }>()
  for (const r of records) {
    const g = out.get(keyOf(r)) ?? { pnl: 0, count: 0 }
    out.set(keyOf(r), { pnl: g.pnl + Number(r.closedPnl), count: g.count + 1 })
  }
  return out
}

/** What the panel shows: each row of a table (key, the PnL as written, the count), the total and the curve. */
const shown = (page: Page) =>
  page.evaluate(() => {
    const rows = (id: string) =>
      Array.from(document.querySelectorAll(`[data-testid="${id}"]`)).map((row) => ({
        key: row.getAttribute("data-key") ?? "",
        pnl: row.querySelector('[data-testid="pnl-sum"]')?.textContent ?? "",
        count: Number(row.querySelector('[data-testid="pnl-count"]')?.textContent),
        value: Number(row.querySelector('[data-testid="pnl-sum"]')?.getAttribute("data-value"))
      }))
    const total = document.querySelector('[data-testid="pnl-total"]')
    const curve = document.querySelector('[data-testid="pnl-curve"]')?.getAttribute("data-points") ?? "[]"
    return {
      days: rows("pnl-day"),
      symbols: rows("pnl-symbol"),
      total: total?.textContent ?? "",
      totalValue: Number(total?.getAttribute("data-value")),
      curve: JSON.parse(curve) as ReadonlyArray<[number, number]>
    }
  })

/** Every way the panel differs from the records summed (none when it shows them). */
const differences = (panel: Awaited<ReturnType<typeof shown>>, records: ReadonlyArray<Closed>, locale: string) => {
  const out: Array<string> = []
  // a figure as written (four decimals) and its exact sum beside the records' sum
  const same = (what: string, text: string, value: number, expected: number) => {
    if (Math.abs(F.localFigure(text, locale) - expected) > 0.00005 + 1e-9)
      out.push(`${what}: shows ${text}, sum ${expected}`)
    if (Math.abs(value - expected) > 1e-9) out.push(`${what}: holds ${value}, sum ${expected}`)
  }
  const compare = (what: string, rows: typeof panel.days, expected: Map<string, { pnl: number; count: number }>) => {
    const keys = rows.map((r) => r.key).sort()
    if (JSON.stringify(keys) !== JSON.stringify([...expected.keys()].sort()))
      out.push(`${what}: rows ${keys}, records ${[...expected.keys()]}`)
    for (const row of rows) {
      const want = expected.get(row.key)
      if (want === undefined) continue
      same(`${what} ${row.key}`, row.pnl, row.value, want.pnl)
      if (row.count !== want.count) out.push(`${what} ${row.key}: ${row.count} closes, records ${want.count}`)
    }
  }
  compare(
    "day",
    panel.days,
    sums(records, (r) => new Date(Number(r.updatedTime)).toISOString().slice(0, 10))
  )
  compare(
    "symbol",
    panel.symbols,
    sums(records, (r) => r.symbol)
  )
  const total = records.reduce((sum, r) => sum + Number(r.closedPnl), 0)
  same("total", panel.total, panel.totalValue, total)
  if (panel.curve.length !== records.length) out.push(`curve: ${panel.curve.length} points, ${records.length} records`)
  const end = panel.curve.at(-1)?.[1] ?? 0
  if (Math.abs(end - total) > 1e-9) out.push(`curve ends at ${end}, total ${total}`)
  return out
}

const cases: ReadonlyArray<H.Where> = [
  { size: H.screens[0] as H.Size, zone: H.zones[1] as H.Zone },
  { size: H.screens[1] as H.Size, zone: H.zones[0] as H.Zone }
]

layer(H.app, { timeout: "300 seconds", excludeTestServices: true })("React app: closed-PnL analysis", (it) => {
  for (const where of cases) {
    const { size, zone } = where
    it.effect(`${H.nameOf(where)}: PnL by day, by symbol and cumulative are the closed-PnL records summed`, () =>
      H.browse(async ({ browser, served }) => {
        const { emulator } = served.handle()
        const other = size.symbol === "BTCUSDT" ? "SOLUSDT" : "BTCUSDT"
        // a day earlier on the exchange's clock: one round trip on each symbol
        emulator.admin.setClockOffset(-day)
        try {
          await roundTrip(served, size.symbol, Date.now() - day)
          await roundTrip(served, other, Date.now() - day)
        } finally {
          emulator.admin.setClockOffset(0)
        }
        // today: two on the screen's symbol
        await roundTrip(served, size.symbol, Date.now())
        await roundTrip(served, size.symbol, Date.now())
        const records = await closed(served)
        expect(new Set(records.map((r) => new Date(Number(r.updatedTime)).toISOString().slice(0, 10))).size).toBe(2)

        const { page, errors } = await H.open(
          browser,
          served.url(),
          size,
          `?category=linear&symbol=${size.symbol}`,
          zone
        )
        await H.connectDemoKeys(page, size)
        await H.accountTab(page, size, "closed")
        await page.waitForSelector(H.byId("pnl-analysis"), { timeout: 30_000 })
        // the exchange's answer now (the other case's closes included) beside what the panel shows of it
        const read = async () => {
          const answer = await closed(served)
          return { answer, problems: differences(await shown(page), answer, zone.locale) }
        }
        const last = await Effect.runPromise(
          waitForValue(Effect.promise(read), (r) => r.problems.length === 0, "the panel showing the records summed", {
            timeout: "30 seconds",
            interval: "250 millis"
          }).pipe(Effect.catch(() => Effect.promise(read)))
        )
        expect(last.problems).toEqual([])
        expect(last.answer.length).toBeGreaterThanOrEqual(records.length)
        await H.noLayoutProblems(page)
        await H.shot(page, size, "pnl-analysis")
        expect(errors).toEqual([])
      })
    )
  }
})
