/**
 * Two of Bybit's trading page's parts the app lacked (issue 72). The buy/sell ratio under the book, at 1440×900 under
 * en-US (New York) and 390×844 touch under de-DE (Berlin): the exchange's latest long/short ratio
 * (`/v5/market/account-ratio`, 5 minutes) in the reader's digits, the bar as wide as the book's column and under it.
 * The Funding tab at 1440×900 under en-US: with a position open over a funding time (the exchange's clock moved past
 * it), the account's payment as the exchange booked it (`/v5/account/transaction-log`, `SETTLEMENT`: the wallet's
 * change, the rate) and the perpetual's settled rates as `/v5/market/funding/history` lists them.
 */
import { expect, layer } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Account from "../../src/Http/v5/Account.js"
import * as Harness from "../support/Harness.js"
import { waitForValue } from "../support/WaitFor.js"
import * as F from "./e2e/Figures.js"
import * as H from "./e2e/Harness.js"

interface Ratio {
  readonly buyRatio: string
  readonly sellRatio: string
}

const latestRatio = (served: H.Served, symbol: string): Promise<Ratio | undefined> =>
  F.rest<{ list: ReadonlyArray<Ratio> }>(
    served,
    `/v5/market/account-ratio?category=linear&symbol=${symbol}&period=5min&limit=1`
  ).then((r) => r.list[0])

/** A fraction as the page writes a ratio in `locale`: `0.5512` → `55.12%` (en-US), `55,12%` (de-DE). */
const percentIn = (fraction: string, locale: string): string =>
  `${(Number(fraction) * 100).toLocaleString(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}%`

layer(H.app, { timeout: "300 seconds", excludeTestServices: true })("React app: buy/sell ratio, funding", (it) => {
  for (const where of [
    { size: H.screens[0] as H.Size, zone: H.zones[1] as H.Zone },
    { size: H.screens[1] as H.Size, zone: H.zones[0] as H.Zone }
  ]) {
    const { size, zone } = where
    it.effect(`${H.nameOf(where)}: the exchange's buy/sell ratio under the book`, () =>
      H.browse(async ({ browser, served }) => {
        const before = await latestRatio(served, size.symbol)
        const { page, errors } = await H.open(
          browser,
          served.url(),
          size,
          `?category=linear&symbol=${size.symbol}`,
          zone
        )
        await H.showTab(page, size, "book")
        await page.waitForSelector(H.byId("ratio-bar"), { timeout: 45_000 })
        const shown = {
          buyRatio: (await page.getAttribute(H.byId("ratio-bar"), "data-buy")) ?? "",
          sellRatio: (await page.getAttribute(H.byId("ratio-bar"), "data-sell")) ?? ""
        }
        const after = await latestRatio(served, size.symbol)
        // the exchange's figure of the 5 minutes the page read (a new period may have begun meanwhile)
        expect([before, after]).toContainEqual(expect.objectContaining(shown))
        expect(await H.text(page, "ratio-buy")).toBe(`B ${percentIn(shown.buyRatio, zone.locale)}`)
        expect(await H.text(page, "ratio-sell")).toBe(`${percentIn(shown.sellRatio, zone.locale)} S`)
        // under the book, across its column
        const boxes = await page.evaluate(() => {
          const bar = document.querySelector('[data-testid="ratio-bar"]')?.getBoundingClientRect()
          const book = document.querySelector('[data-testid="book-panel"]')?.getBoundingClientRect()
          return bar === undefined || book === undefined
            ? undefined
            : {
                bar: { top: bar.top, left: bar.left, right: bar.right },
                book: { bottom: book.bottom, left: book.left, right: book.right }
              }
        })
        expect(boxes).toBeDefined()
        expect(boxes?.bar.top ?? 0).toBeGreaterThanOrEqual((boxes?.book.bottom ?? 0) - 1)
        expect(Math.abs((boxes?.bar.left ?? 0) - (boxes?.book.left ?? 0))).toBeLessThanOrEqual(1)
        expect(Math.abs((boxes?.bar.right ?? 0) - (boxes?.book.right ?? 0))).toBeLessThanOrEqual(1)
        await H.noLayoutProblems(page)
        await H.shot(page, size, `ratio-${zone.locale}`)
        expect(errors).toEqual([])
      })
    )
  }

  const size = H.screens[0] as H.Size
  const zone = H.zones[1] as H.Zone
  it.effect(`${H.nameOf({ size, zone })}: the Funding tab lists the account's payment and the settled rates`, () =>
    H.browseOwn(async ({ browser, served }) => {
      const symbol = size.symbol
      const emulator = served.handle().emulator
      const { page, errors } = await H.open(browser, served.url(), size, `?category=linear&symbol=${symbol}`, zone)
      await H.untilText(page, "ticker-price", /\d/)
      await H.connectDemoKeys(page, size)
      await page.waitForSelector(H.byId("order-submit"), { timeout: 30_000 })
      await page.click(H.byId("order-side-buy"))
      await page.click(H.byId("order-type-market"))
      await page.fill(H.byId("order-qty"), "0.01")
      await page.click(H.byId("order-submit"))
      await H.accountTab(page, size, "positions")
      await page.waitForSelector(`${H.byId("position-row")}[data-symbol="${symbol}"]`, { timeout: 30_000 })

      // the exchange's clock past the next funding time: the position pays or receives
      const ticker = await F.rest<{ list: ReadonlyArray<{ nextFundingTime: string }> }>(
        served,
        `/v5/market/tickers?category=linear&symbol=${symbol}`
      )
      const next = Number(ticker.list[0]?.nextFundingTime)
      expect(next).toBeGreaterThan(0)
      emulator.admin.moveClock(next - emulator.admin.now() + 1_000)
      // the settlement as the exchange answers it (the client resyncs to the moved clock on its first 10002)
      const settlement = Effect.map(
        Account.getTransactionLog({ accountType: "UNIFIED", category: "linear", type: "SETTLEMENT" }),
        (page) => page.list.find((t) => t.symbol === symbol)
      ).pipe(Effect.provide(Harness.client(emulator)), Effect.orDie)
      const booked = await Effect.runPromise(
        waitForValue(settlement, (t) => t !== undefined, "the funding settlement booked", { timeout: "30 seconds" })
      )
      if (booked === undefined) throw new Error("no settlement")

      await H.accountTab(page, size, "funding")
      const row = `${H.byId("funding-payment")}[data-symbol="${symbol}"]`
      await page.waitForSelector(row, { timeout: 30_000 })
      expect(await page.getAttribute(`${row} [data-change]`, "data-change")).toBe(booked.change)
      // written as PnL is: four decimals, a true minus when paid, the coin
      const written = (await page.textContent(`${row} [data-change]`)) ?? ""
      expect(written).toMatch(/^\u2212?\d+\.\d{4} USDT$/)
      expect(F.figure(written)).toBeCloseTo(Number(booked.change), 4)
      const rates = await F.rest<{ list: ReadonlyArray<{ fundingRate: string; fundingRateTimestamp: string }> }>(
        served,
        `/v5/market/funding/history?category=linear&symbol=${symbol}&limit=20`
      )
      await H.untilCount(page, H.byId("funding-rate"), Math.min(rates.list.length, 1))
      const listed = await page.$$eval(H.byId("funding-rate"), (rows) =>
        rows.map((r) => [r.getAttribute("data-time"), r.querySelector("[data-rate]")?.getAttribute("data-rate")])
      )
      expect(listed.slice(0, 3)).toEqual(rates.list.slice(0, 3).map((r) => [r.fundingRateTimestamp, r.fundingRate]))
      await H.shot(page, size, "funding")
      expect(errors).toEqual([])
    })
  )
})
