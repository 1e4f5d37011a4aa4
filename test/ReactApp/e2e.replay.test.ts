/**
 * The replay in the React app, at 1440×900 and 390×844: an emulator replaying a recording of its own seeded market
 * (test/support/SeededRecording.ts, made once for the file) behind the production app server. The replay bar appears (it does not on the
 * seeded market); played from the page it plays; paused, the shown price and the recording's time stand still
 * across several status reads of the page, and move again once played; a new speed reaches the exchange; a market
 * buy puts its fill and the position's entry on the chart as markers, and the equity curve grows with the
 * recording's time and moves off the balance.
 *
 * Time is not the subject here: each replay starts paused and the test moves it through the recording itself
 * (`Control.stepTo`: the lines up to a time are applied, then it stands), and waits for what the page shows of it.
 * The wall clock runs the replay only where playing is what is tested, for as long as the page takes to show that
 * the recording's time moved on.
 *
 * A recording of books and trades alone (the seeded one with its tickers and klines taken out, as
 * `examples/recordings/btcusdt.jsonl` holds) is drawn from what it holds, at the three sizes (1440×900, 390×844 and
 * 844×390 touch) under de-DE (Berlin) and en-US (New York): the first paint does not wait for the
 * topics it never sends, the candles are its trades', the header's range is its trades' and no figure of the seeded
 * market (open interest, funding, its countdown) shows; a buy's markers are within the drawn price axis.
 */
import { expect, layer } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as Scope from "effect/Scope"
import type { Page } from "playwright-core"
import * as Build from "../../scripts/AppBuild.js"
import * as AppServer from "../../scripts/AppServer.js"
import * as Replay from "../../src/Emulator/market/Replay.js"
import type * as ReplayStatus from "../../src/Emulator/market/ReplayStatus.js"
import type * as Format from "../../src/Recording/Format.js"
import * as SeededRecording from "../support/SeededRecording.js"
import * as F from "./e2e/Figures.js"
import * as H from "./e2e/Harness.js"

const T0 = 1_767_225_600_000

// The recording is made once for the file: running the seeded market through its 2,400 steps is most of what a test
// here costs (69 s for its 31,000 lines at a load of 15 on two cores), and every test replays the same one
let recorded: ReadonlyArray<Format.Line> | undefined

/**
 * 20 minutes of BTCUSDT, ETHUSDT and SOLUSDT (a step every 500 ms): books, trades, tickers and klines; a copy of its
 * own for each replay.
 */
const seeded = (): Array<Format.Line> => {
  recorded ??= SeededRecording.record({
    seed: 7,
    start: T0,
    steps: 2_400,
    stepMs: 500,
    symbols: ["BTCUSDT", "ETHUSDT", "SOLUSDT"]
  })
  return structuredClone([...recorded])
}

/** The same recording's books and trades alone. */
const booksAndTrades = (): Array<Format.Line> =>
  seeded().filter((l) => "m" in l && (l.m.topic.startsWith("orderbook.") || l.m.topic.startsWith("publicTrade.")))

/**
 * The built app with its emulator replaying `lines` at 5×, standing at their first receive time until played or
 * stepped (`Control.stepTo`).
 */
const serveReplay = async (lines: ReadonlyArray<Format.Line> = seeded()) => {
  const built = await Build.builtApp()
  const scope = Effect.runSync(Scope.make())
  const handle = await Effect.runPromise(
    Scope.provide(
      AppServer.make({
        mode: "prod",
        port: 0,
        distDir: built.dir,
        market: Replay.from(lines, { speed: 5, start: "paused" })
      }),
      scope
    )
  )
  const control = handle.emulator.replay
  if (control === undefined) throw new Error("the emulator is not replaying")
  return { handle, control, stop: () => Effect.runPromise(Scope.close(scope, Exit.void)) }
}

/** Steps the replay to `time` (its lines applied, then it stands paused); answers the status then. */
const stepTo = (control: ReplayStatus.Control, time: number): Promise<ReplayStatus.Status> =>
  Effect.runPromise(control.stepTo(time))

/** A recorded trade of a symbol: its time and price. */
const tradesOf = (lines: ReadonlyArray<Format.Line>, symbol: string) =>
  lines.flatMap((l) =>
    "m" in l && l.m.topic === `publicTrade.${symbol}`
      ? (l.m.data as ReadonlyArray<{ readonly T: number; readonly p: string }>).map((t) => ({ T: t.T, p: Number(t.p) }))
      : []
  )

const attr = (page: Page, id: string, name: string): Promise<string> =>
  page
    .locator(H.byId(id))
    .first()
    .getAttribute(name)
    .then((v) => v ?? "")

/** Waits until the page shows the replay at the recording's time `time` (it read the status after a step). */
const untilShownAt = (page: Page, time: number) =>
  H.untilAttribute(page, H.byId("replay-time"), "data-time", String(time), 60_000)

/** Waits until the page shows the recording's time later than `time` (the replay plays). */
const untilShownAfter = (page: Page, time: number) =>
  H.explain(
    page.waitForFunction(
      ([sel, before]) => Number(document.querySelector(sel as string)?.getAttribute("data-time")) > Number(before),
      [H.byId("replay-time"), time] as const,
      { timeout: 60_000, polling: 100 }
    ),
    "the recording's time never moved on after play"
  )

/** Waits until the page has read the replay's status `more` times since `from`. */
const untilReads = (page: Page, from: number, more: number) =>
  H.explain(
    page.waitForFunction(
      ([selector, n]) =>
        Number(document.querySelector(selector as string)?.getAttribute("data-reads") ?? 0) >= (n as number),
      [H.byId("replay-bar"), from + more] as const,
      { timeout: 60_000, polling: 100 }
    ),
    `the page never read the replay's status ${more} more times`
  )

layer(H.browserOnly, { timeout: "600 seconds", excludeTestServices: true })("React app: the replay", (it) => {
  for (const size of H.sizes) {
    it.effect(
      `${size.name}: play, pause and speed; a market buy marks the chart and moves the equity curve`,
      () =>
        H.withBrowser(async (browser) => {
          const served = await serveReplay()
          try {
            const { control } = served
            const symbol = size.symbol
            // the page opens on a minute of the recording, the replay standing there
            const opened = T0 + 60_000
            expect(await stepTo(control, opened)).toMatchObject({ state: "paused", time: opened })
            const { page, errors } = await H.open(
              browser,
              served.handle.url,
              size,
              `?category=linear&symbol=${symbol}&interval=1`
            )
            await page.waitForSelector(H.byId("replay-bar"), { timeout: 60_000 })
            await H.untilText(page, "replay-state", "paused")
            await untilShownAt(page, opened)
            await H.untilText(page, "ticker-price", /\d/)
            expect(await H.layoutProblems(page)).toEqual([])
            if (size.phone) {
              const box = await page.locator(H.byId("replay-toggle")).boundingBox()
              expect(box?.height ?? 0).toBeGreaterThanOrEqual(44)
              expect(box?.width ?? 0).toBeGreaterThanOrEqual(44)
            }
            await H.connectDemoKeys(page, size)

            // played from the page, it plays: the recording's time moves on (on the wall clock: playing is the subject)
            await page.click(H.byId("replay-toggle"))
            await H.untilText(page, "replay-state", "playing")
            expect(control.status().state).toBe("playing")
            await untilShownAfter(page, opened)

            // paused: the price and the recording's time stand still over five reads of the status
            await page.click(H.byId("replay-toggle"))
            await H.untilText(page, "replay-state", "paused")
            expect(control.status().state).toBe("paused")
            const reads = Number(await attr(page, "replay-bar", "data-reads"))
            const price = await H.text(page, "ticker-price")
            const time = await attr(page, "replay-time", "data-time")
            const lines = control.status().lines
            await untilReads(page, reads, 5)
            expect(await H.text(page, "ticker-price")).toBe(price)
            expect(await attr(page, "replay-time", "data-time")).toBe(time)
            expect(control.status()).toMatchObject({ state: "paused", lines, time: Number(time) })
            await H.shot(page, size, "replay-paused")

            // a speed from the bar reaches the exchange; played, time and price move on
            await page.selectOption(H.byId("replay-speed"), "10")
            await H.explain(
              page.waitForFunction(
                (sel) => (document.querySelector(sel) as HTMLSelectElement | null)?.value === "10",
                H.byId("replay-speed"),
                { timeout: 30_000, polling: 100 }
              ),
              "the speed never read 10"
            )
            expect(control.status().speed).toBe(10)
            await page.click(H.byId("replay-toggle"))
            await H.untilText(page, "replay-state", "playing")
            expect(control.status()).toMatchObject({ state: "playing", speed: 10 })
            await untilShownAfter(page, Number(time))
            await H.explain(
              page.waitForFunction(
                ([sel, before]) => (document.querySelector(sel as string)?.textContent ?? "").trim() !== before,
                [H.byId("ticker-price"), price] as const,
                { timeout: 90_000, polling: 100 }
              ),
              "the price never moved after play"
            )

            // the equity curve grows with the recording's time, a point at each time the page reads: three steps of
            // the replay (the first pauses it); flat before any trade
            for (let k = 0; k < 3; k++) {
              // (the first step pauses a replay that plays: it stands at the later of the step's time and its own)
              const next = control.status().time + 10_000
              const stepped = await stepTo(control, next)
              expect(stepped.state).toBe("paused")
              expect(stepped.time).toBeGreaterThanOrEqual(next)
              await untilShownAt(page, stepped.time)
            }
            await H.untilText(page, "replay-state", "paused")
            await H.explain(
              page.waitForFunction(
                (sel) => Number(document.querySelector(sel)?.getAttribute("data-points") ?? 0) >= 3,
                H.byId("equity-curve"),
                { timeout: 60_000, polling: 100 }
              ),
              "the equity curve never had three points"
            )
            const flat = await attr(page, "equity-curve", "data-last")
            expect(Number(flat)).toBeGreaterThan(0)

            // a market buy, paused (it fills against the book the recording left): its fill and the position's entry
            // on the chart, and the equity moves off the balance as the replay is stepped on
            await H.showTab(page, size, "orders")
            await page.waitForSelector(H.byId("order-submit"), { timeout: 30_000 })
            await page.click(H.byId("order-side-buy"))
            await page.click(H.byId("order-type-market"))
            await page.fill(H.byId("order-qty"), symbol === "BTCUSDT" ? "0.01" : "0.1")
            await page.click(H.byId("order-submit"))
            await page.waitForSelector(H.byId("order-result"), { timeout: 30_000 })
            await H.showTab(page, size, "chart")
            await H.explain(
              page.waitForFunction(
                (sel) => {
                  const chart = document.querySelector(sel)
                  return (
                    Number(chart?.getAttribute("data-markers") ?? 0) >= 2 && chart?.getAttribute("data-entry") !== ""
                  )
                },
                H.byId("chart"),
                { timeout: 60_000, polling: 100 }
              ),
              "the chart never marked the fill and the entry"
            )
            const entry = Number(await attr(page, "chart", "data-entry"))
            expect(entry).toBeGreaterThan(0)
            // a point comes at the first read of a new time, with the equity the page holds then: a step or two
            // (the fee and the mark reach the page after the fill), ten at most
            const moved = async () => {
              const last = await attr(page, "equity-curve", "data-last")
              return last !== "" && last !== flat
            }
            for (let k = 0; k < 10 && !(await moved()); k++) {
              const stepped = await stepTo(control, control.status().time + 15_000)
              await untilShownAt(page, stepped.time)
            }
            expect(await moved(), "the equity curve never moved after the buy").toBe(true)
            expect(await H.layoutProblems(page)).toEqual([])
            await H.shot(page, size, "replay-position")
            expect(errors).toEqual([])
          } finally {
            await served.stop()
          }
        }),
      480_000
    )
  }

  for (const where of H.everywhere) {
    const { size, zone } = where
    it.effect(
      `${H.nameOf(where)}: a recording of books and trades alone: price, candles and range from its trades, no seeded figure`,
      () =>
        H.withBrowser(async (browser) => {
          const lines = booksAndTrades()
          const served = await serveReplay(lines)
          try {
            const { control } = served
            const symbol = size.symbol
            // the page opens on the replay standing two minutes past the symbol's first trade: before it the market
            // has no bar to draw (the kline read answers none), and the first paint waits out its fallback
            const firstTrade = tradesOf(lines, symbol)[0]?.T
            if (firstTrade === undefined) throw new Error(`the recording holds no trade of ${symbol}`)
            const status = await stepTo(control, firstTrade + 120_000)
            expect(status).toMatchObject({ state: "paused", time: firstTrade + 120_000 })
            const { page, errors } = await H.open(
              browser,
              served.handle.url,
              size,
              `?category=linear&symbol=${symbol}&interval=60`,
              zone
            )
            await H.untilText(page, "ticker-price", /\d/)
            // the first paint came once drawn, not after waiting out what the recording never sends
            await page.waitForFunction(() => document.documentElement.dataset.firstPaint !== undefined, undefined, {
              timeout: 60_000
            })
            expect(await page.evaluate(() => document.documentElement.dataset.firstPaint)).toBe("drawn")
            await page.waitForSelector(H.byId("replay-bar"), { timeout: 60_000 })
            await H.untilText(page, "replay-state", "paused")
            await untilShownAt(page, status.time)

            // paused: the chart's hourly candle and the header's range are the trades applied so far
            const trades = tradesOf(lines.slice(0, status.lines), symbol)
            const hour = Math.floor(status.time / 3_600_000) * 3_600_000
            const inBar = trades.filter((t) => t.T >= hour)
            expect(inBar.length).toBeGreaterThan(1)
            const prices = inBar.map((t) => t.p)
            const bar = [prices[0], Math.max(...prices), Math.min(...prices), prices[prices.length - 1]].join()
            await H.untilAttribute(page, H.byId("chart"), "data-last-bar", bar, 60_000)
            const all = trades.map((t) => t.p)
            await H.explain(
              page.waitForFunction(
                ([sel, low, high]) => {
                  const range = document.querySelector(sel as string)
                  return (
                    Number(range?.getAttribute("data-low")) === low && Number(range?.getAttribute("data-high")) === high
                  )
                },
                [H.byId("ticker-range"), Math.min(...all), Math.max(...all)] as const,
                { timeout: 60_000, polling: 100 }
              ),
              "the header's range was never the recorded trades' low and high"
            )
            // the header's price is the ticker's, which may come after the trades that drew the bar and the range
            await F.untilLocalFigure(page, "ticker-price", zone.locale, all[all.length - 1] as number)
            expect(F.localFigure(await H.text(page, "ticker-price"), zone.locale)).toBe(all[all.length - 1])
            // nothing of the seeded market: no open interest, no funding, no countdown to a funding never recorded
            for (const id of ["ticker-oi", "ticker-funding", "ticker-countdown"])
              expect(await page.locator(H.byId(id)).count(), id).toBe(0)
            await H.shot(page, size, `replay-recorded-${zone.locale}`)

            // played from the page, it plays (on the wall clock: playing is the subject); paused from it, it stands
            await page.click(H.byId("replay-toggle"))
            await H.untilText(page, "replay-state", "playing")
            expect(control.status().state).toBe("playing")
            await untilShownAfter(page, status.time)
            await page.click(H.byId("replay-toggle"))
            await H.untilText(page, "replay-state", "paused")
            expect(control.status().state).toBe("paused")

            // a market buy: its fill and the entry are marked within the drawn price axis
            await H.connectDemoKeys(page, size)
            await H.showTab(page, size, "orders")
            await page.waitForSelector(H.byId("order-submit"), { timeout: 30_000 })
            await page.click(H.byId("order-side-buy"))
            await page.click(H.byId("order-type-market"))
            await page.fill(H.byId("order-qty"), symbol === "BTCUSDT" ? "0.01" : "0.1")
            await page.click(H.byId("order-submit"))
            await page.waitForSelector(H.byId("order-result"), { timeout: 30_000 })
            await H.showTab(page, size, "chart")
            await H.explain(
              page.waitForFunction(
                (sel) => {
                  const chart = document.querySelector(sel)
                  const markers = Number(chart?.getAttribute("data-markers") ?? 0)
                  return markers >= 2 && Number(chart?.getAttribute("data-markers-in-view") ?? 0) === markers
                },
                H.byId("chart"),
                { timeout: 60_000, polling: 100 }
              ),
              "the chart never drew the fill and the entry within its price axis"
            )
            expect(await H.layoutProblems(page)).toEqual([])
            expect(errors).toEqual([])
          } finally {
            await served.stop()
          }
        }),
      300_000
    )
  }

  it.effect(
    "1440×900 under en-US: the market list holds the recording's markets alone, not the seeded market's others",
    () =>
      H.withBrowser(async (browser) => {
        // a short recording of two of the seeded market's linear symbols
        const recorded = ["BTCUSDT", "SOLUSDT"]
        const served = await serveReplay(
          SeededRecording.record({ seed: 7, start: T0, steps: 40, stepMs: 500, symbols: recorded })
        )
        try {
          const size = H.sizes[0] as H.Size
          const zone = H.zones[1] as H.Zone
          const { page, errors } = await H.open(
            browser,
            served.handle.url,
            size,
            `?category=linear&symbol=${size.symbol}`,
            zone
          )
          await page.waitForSelector(H.byId("replay-bar"), { timeout: 60_000 })
          await page.waitForSelector(`${H.byId("market-row")}[data-symbol="SOLUSDT"]`, { timeout: 60_000 })
          const listed = await page.$$eval(H.byId("market-row"), (rows) =>
            rows.map((r) => r.getAttribute("data-symbol") ?? "").sort()
          )
          expect(listed).toEqual(recorded)
          expect(errors).toEqual([])
        } finally {
          await served.stop()
        }
      }),
    120_000
  )

  it.effect(
    "on the seeded market there is no replay bar",
    () =>
      H.browseOwn(async ({ browser, served }) => {
        const size = H.sizes[0] as H.Size
        const { page } = await H.open(browser, served.url(), size, `?category=linear&symbol=${size.symbol}`)
        await H.untilText(page, "ticker-price", /\d/)
        // the status route answered (not replaying) before the account side's chunk drew anything
        await page.waitForSelector(H.byId("order-submit"), { timeout: 60_000 })
        expect(await page.locator(H.byId("replay-bar")).count()).toBe(0)
        const status = await page.evaluate(() =>
          fetch("/emulator/__admin/replay").then(async (r) => ({ status: r.status, body: await r.json() }))
        )
        expect(status).toEqual({ status: 200, body: { ok: true, replaying: false } })
      }),
    120_000
  )
})
