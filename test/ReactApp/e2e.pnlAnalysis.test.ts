/**
 * Closed-PnL analysis (issue 72, point 3), in the test browser at 1440×900 under en-US (New York) and 390×844 touch
 * under de-DE (Berlin), checked against the exchange's own answer (signed REST on the emulator, not the page):
 * positions opened and closed on two symbols give closed-PnL records spread over 25 days (the exchange's clock set
 * back while they trade), more in the last 7 days than one page holds; the panel covers the period chosen (7 days,
 * then 30), says which, and its total, its PnL and count by UTC day and by symbol, and its cumulative curve are the
 * records of `/v5/position/closed-pnl` over that period, read by the test in 7-day windows page after page, summed.
 */
import { expect, layer } from "@effect/vitest"
import * as Effect from "effect/Effect"
import type { Page } from "playwright-core"
import { waitForValue } from "../support/WaitFor.js"
import * as F from "./e2e/Figures.js"
import * as H from "./e2e/Harness.js"

const day = 86_400_000
const week = 7 * day

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

/** A round trip `ago` ms back on the exchange's clock. */
const tripAgo = async (served: H.Served, symbol: string, ago: number) => {
  const { emulator } = served.handle()
  emulator.admin.setClockOffset(-ago)
  try {
    await roundTrip(served, symbol, Date.now() - ago)
  } finally {
    emulator.admin.setClockOffset(0)
  }
}

/** The app's page (`pageSize` of react-app/src/atoms/PnlPeriod.ts: the app's module is not loaded here). */
const appPage = 50

/** The page size of the test's reads (not the app's: the two page differently and must agree on the sums). */
const testPage = 20

/**
 * The exchange's closed-PnL records of the demo account (linear) from `from` to `to` (both included), as its REST
 * answers them: 7-day windows (the exchange's most a request), every page of each by its cursor.
 */
const closed = async (served: H.Served, from: number, to: number): Promise<ReadonlyArray<Closed>> => {
  const out: Array<Closed> = []
  for (let end = to; end >= from; end -= week) {
    const window = { category: "linear", startTime: Math.max(from, end - week + 1), endTime: end, limit: testPage }
    let cursor = ""
    do {
      const page = await F.signed<{ list: ReadonlyArray<Closed>; nextPageCursor?: string }>(
        served,
        "GET",
        "/v5/position/closed-pnl",
        cursor === "" ? window : { ...window, cursor }
      )
      out.push(...page.list)
      cursor = page.nextPageCursor ?? ""
    } while (cursor !== "")
  }
  return out
}

// Closes spread over the 25 days back, made once for both cases (the exchange's clock only moves forward between
// them): 8 older than 7 days, 52 within them (more than the app's page of 50), the order budget raised for it.
let spread: Promise<void> | undefined
const spreadCloses = (served: H.Served, symbol: string) => {
  spread ??= (async () => {
    const { emulator } = served.handle()
    emulator.admin.rateLimits.setLimit(emulator.uid, "order/create", 1000)
    for (let k = 0; k < 8; k++) await tripAgo(served, symbol, 25 * day - k * 2 * day)
    for (let k = 0; k < 52; k++) await tripAgo(served, symbol, 6 * day - k * 0.1 * day)
  })()
  return spread
}

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
    const period = document.querySelector('[data-testid="pnl-period"]')
    const curve = document.querySelector('[data-testid="pnl-curve"]')?.getAttribute("data-points") ?? "[]"
    return {
      days: rows("pnl-day"),
      symbols: rows("pnl-symbol"),
      total: total?.textContent ?? "",
      totalValue: Number(total?.getAttribute("data-value")),
      curve: JSON.parse(curve) as ReadonlyArray<[number, number]>,
      period: Number(period?.getAttribute("data-days")),
      from: Number(period?.getAttribute("data-from")),
      to: Number(period?.getAttribute("data-to"))
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
        const other = size.symbol === "BTCUSDT" ? "SOLUSDT" : "BTCUSDT"
        await spreadCloses(served, other)
        // a day earlier on the exchange's clock: one round trip on each symbol; today two on the screen's symbol
        await tripAgo(served, size.symbol, day)
        await tripAgo(served, other, day)
        await roundTrip(served, size.symbol, Date.now())
        await roundTrip(served, size.symbol, Date.now())
        const lastWeek = await closed(served, Date.now() - week + 1, Date.now())
        const all = await closed(served, Date.now() - 30 * day + 1, Date.now())
        // more closes in the last 7 days than a page holds; older ones beyond them
        expect(lastWeek.length).toBeGreaterThan(appPage)
        expect(all.length).toBeGreaterThan(lastWeek.length)

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
        // the exchange's answer over the range the panel says it covers beside what the panel shows of it
        const check = async (days: number) => {
          const read = async () => {
            const panel = await shown(page)
            const problems: Array<string> = []
            if (panel.period !== days) problems.push(`covers ${panel.period} days, not ${days}`)
            if (panel.to - panel.from !== days * day - 1) problems.push(`range ${panel.from}–${panel.to}`)
            if (Math.abs(panel.to - Date.now()) > 5 * 60_000) problems.push(`range ends at ${panel.to}`)
            const answer = problems.length > 0 ? [] : await closed(served, panel.from, panel.to)
            return { answer, problems: problems.length > 0 ? problems : differences(panel, answer, zone.locale) }
          }
          const last = await Effect.runPromise(
            waitForValue(Effect.promise(read), (r) => r.problems.length === 0, `the panel over ${days} days`, {
              timeout: "30 seconds",
              interval: "250 millis"
            }).pipe(Effect.catch(() => Effect.promise(read)))
          )
          expect(last.problems).toEqual([])
          return last.answer
        }
        const week7 = await check(7)
        expect(week7.length).toBeGreaterThanOrEqual(lastWeek.length)
        await page.click(H.byId("pnl-period-30"))
        const month = await check(30)
        expect(month.length).toBeGreaterThanOrEqual(all.length)
        expect(month.length).toBeGreaterThan(week7.length)
        await H.noLayoutProblems(page)
        await H.shot(page, size, "pnl-analysis")
        expect(errors).toEqual([])
      })
    )
  }
})
