/**
 * The replay in the React app, at 1440×900 and 390×844: an emulator replaying a recording of its own seeded market
 * (test/support/SeededRecording.ts) behind the production app server. The replay bar appears (it does not on the
 * seeded market); paused, the shown price and the recording's time stand still across several status reads of the
 * page, and move again once played; a new speed reaches the exchange; a market buy puts its fill and the position's
 * entry on the chart as markers, and the equity curve grows with the recording's time and moves off the balance.
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
import type * as Format from "../../src/Recording/Format.js"
import * as SeededRecording from "../support/SeededRecording.js"
import * as F from "./e2e/Figures.js"
import * as H from "./e2e/Harness.js"

const T0 = 1_767_225_600_000

/** 20 minutes of BTCUSDT and ETHUSDT (a step every 500 ms): books, trades, tickers and klines. */
const seeded = (): Array<Format.Line> =>
  SeededRecording.record({ seed: 7, start: T0, steps: 2_400, stepMs: 500, symbols: ["BTCUSDT", "ETHUSDT"] })

/** The same recording's books and trades alone, with the landscape phone's SOLUSDT too. */
const booksAndTrades = (): Array<Format.Line> =>
  SeededRecording.record({
    seed: 7,
    start: T0,
    steps: 2_400,
    stepMs: 500,
    symbols: ["BTCUSDT", "ETHUSDT", "SOLUSDT"]
  }).filter((l) => "m" in l && (l.m.topic.startsWith("orderbook.") || l.m.topic.startsWith("publicTrade.")))

/** The built app with its emulator replaying `lines` at 5×. */
const serveReplay = async (lines: ReadonlyArray<Format.Line> = seeded()) => {
  const built = await Build.builtApp()
  const scope = Effect.runSync(Scope.make())
  const handle = await Effect.runPromise(
    Scope.provide(
      AppServer.make({ mode: "prod", port: 0, distDir: built.dir, market: Replay.from(lines, { speed: 5 }) }),
      scope
    )
  )
  return { handle, stop: () => Effect.runPromise(Scope.close(scope, Exit.void)) }
}

/** A recorded trade of a symbol: its time and price. */
const tradesOf = (lines: ReadonlyArray<Format.Line>, symbol: string) =>
  lines.flatMap((l) =>
    "m" in l && l.m.topic === `publicTrade.${symbol}`
      ? (l.m.data as ReadonlyArray<{ readonly T: number; readonly p: string }>).map((t) => ({ T: t.T, p: Number(t.p) }))
      : []
  )

/** Waits until the replay's clock has reached `time` (60 s at most: a replay that never gets there fails the test). */
const untilReplayed = async (clock: () => number, time: number): Promise<void> => {
  const deadline = Date.now() + 60_000
  while (clock() < time) {
    if (Date.now() > deadline) throw new Error(`the replay never reached ${new Date(time).toISOString()}`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

const attr = (page: Page, id: string, name: string): Promise<string> =>
  page
    .locator(H.byId(id))
    .first()
    .getAttribute(name)
    .then((v) => v ?? "")

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
            const control = served.handle.emulator.replay
            if (control === undefined) throw new Error("the emulator is not replaying")
            const symbol = size.symbol
            const { page, errors } = await H.open(
              browser,
              served.handle.url,
              size,
              `?category=linear&symbol=${symbol}&interval=1`
            )
            await page.waitForSelector(H.byId("replay-bar"), { timeout: 60_000 })
            await H.untilText(page, "replay-state", "playing")
            await H.untilText(page, "ticker-price", /\d/)
            expect(await H.layoutProblems(page)).toEqual([])
            if (size.phone) {
              const box = await page.locator(H.byId("replay-toggle")).boundingBox()
              expect(box?.height ?? 0).toBeGreaterThanOrEqual(44)
              expect(box?.width ?? 0).toBeGreaterThanOrEqual(44)
            }
            await H.connectDemoKeys(page, size)

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
            await H.explain(
              page.waitForFunction(
                ([sel, before]) =>
                  Number(document.querySelector(sel as string)?.getAttribute("data-time")) > Number(before),
                [H.byId("replay-time"), time] as const,
                { timeout: 60_000, polling: 100 }
              ),
              "the recording's time never moved on after play"
            )
            await H.explain(
              page.waitForFunction(
                ([sel, before]) => (document.querySelector(sel as string)?.textContent ?? "").trim() !== before,
                [H.byId("ticker-price"), price] as const,
                { timeout: 90_000, polling: 100 }
              ),
              "the price never moved after play"
            )

            // the equity curve grows with the recording's time; flat before any trade
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

            // a market buy: its fill and the position's entry on the chart, and the equity moves off the balance
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
            await H.explain(
              page.waitForFunction(
                ([sel, before]) => {
                  const last = document.querySelector(sel as string)?.getAttribute("data-last") ?? ""
                  return last !== "" && last !== before
                },
                [H.byId("equity-curve"), flat] as const,
                { timeout: 60_000, polling: 100 }
              ),
              "the equity curve never moved after the buy"
            )
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
            const control = served.handle.emulator.replay
            if (control === undefined) throw new Error("the emulator is not replaying")
            const symbol = size.symbol
            // the page opens once the replay has passed the symbol's first trade: before it the market has no bar to
            // draw (the kline read answers none), and the first paint waits out its fallback (SOLUSDT's first trade is
            // 0.6 s into the replay at 5x: a page on an idle machine asked before it)
            const firstTrade = tradesOf(lines, symbol)[0]?.T ?? Number.POSITIVE_INFINITY
            await untilReplayed(() => control.status().time, firstTrade)
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
            await H.untilText(page, "replay-state", "playing")

            // paused: the chart's hourly candle and the header's range are the trades applied so far
            await page.click(H.byId("replay-toggle"))
            await H.untilText(page, "replay-state", "paused")
            const status = control.status()
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

            // a market buy: its fill and the entry are marked within the drawn price axis
            await page.click(H.byId("replay-toggle"))
            await H.untilText(page, "replay-state", "playing")
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
