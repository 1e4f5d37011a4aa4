/**
 * The account's figures and the small defects of issue 60, in the test browser at 1440×900: the margin ratio (MMR %,
 * IM %, IM and MM) as the exchange serves it, and the trade history's price at the tick and its fee to four decimals,
 * under de-DE (Berlin) and en-US (New York); a switch to inverse that never flashes a refusal; the market search left
 * behind in its category (the option chain shows); an option limit buy with no price typed has a Max, and the
 * option's mark and IV history is kept across a reload.
 */
import { expect, layer } from "@effect/vitest"
import type { Page } from "playwright-core"
import * as H from "./e2e/Harness.js"

const size = H.sizes[0] as H.Size

// a figure as the reader writes it, back to a number
const numberIn = (text: string, locale: string): number =>
  Number(
    (locale === "de-DE" ? text.replace(/\./g, "").replace(/,/g, ".") : text.replace(/,/g, "")).replace(/[^\d.−-]/g, "")
  )

// the decimals of a figure as written in the locale
const decimalsIn = (text: string, locale: string): number => {
  const point = locale === "de-DE" ? "," : "."
  const at = text.indexOf(point)
  return at < 0 ? 0 : (text.slice(at + 1).match(/^\d+/)?.[0].length ?? 0)
}

// records every text on the page that reads as a refusal, from before the page's scripts run
const recordRefusals = () => {
  const seen: Array<string> = []
  ;(window as unknown as { __refused: typeof seen }).__refused = seen
  const start = () =>
    new MutationObserver(() => {
      for (const el of Array.from(document.querySelectorAll("body *"))) {
        const line = el.children.length === 0 ? (el.textContent ?? "") : ""
        if (/refused/i.test(line) && !seen.includes(line)) seen.push(line)
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true })
  if (document.body === null) addEventListener("DOMContentLoaded", start)
  else start()
}

const refusals = (page: Page): Promise<ReadonlyArray<string>> =>
  page.evaluate(() => (window as unknown as { __refused: ReadonlyArray<string> }).__refused)

layer(H.app, { timeout: "600 seconds", excludeTestServices: true })("React app: account figures", (it) => {
  for (const zone of H.zones) {
    it.effect(
      `${zone.locale}: the margin ratio as the exchange serves it; the trade history at the tick, fees to 4 decimals`,
      () =>
        H.browse(async ({ browser, served }) => {
          const { page, errors } = await H.open(browser, served.url(), size, "?category=linear&symbol=BTCUSDT", zone)
          await H.connectDemoKeys(page, size)
          await page.waitForSelector(H.byId("order-submit"), { timeout: 45_000 })
          await page.click(H.byId("order-side-buy"))
          await page.click(H.byId("order-type-market"))
          // 3 BTC fill in several executions: the order's average price is not at the tick ("66462.07454545")
          await page.fill(H.byId("order-qty"), "3")
          await page.click(H.byId("order-submit"))
          await page.waitForSelector(H.byId("order-result"), { timeout: 45_000 })

          // the margin ratio: a position is open, so the rates are above zero, written in the reader's locale
          const percent = zone.locale === "de-DE" ? /^\d+,\d{2}%$/ : /^\d+\.\d{2}%$/
          await H.explain(
            page.waitForFunction(
              (sel) => Number(document.querySelector(sel)?.getAttribute("data-rate") ?? 0) > 0,
              H.byId("margin-mmr"),
              { timeout: 45_000 }
            ),
            "the margin ratio never showed a maintenance rate above zero"
          )
          const mmr = await H.text(page, "margin-mmr")
          const imRate = await H.text(page, "margin-im-rate")
          expect(mmr).toMatch(percent)
          expect(imRate).toMatch(percent)
          const rate = Number(await page.getAttribute(H.byId("margin-mmr"), "data-rate"))
          expect(numberIn(mmr, zone.locale)).toBeCloseTo(rate * 100, 2)
          // the exchange's own maintenance margin, shown in USD, below the initial margin
          const im = numberIn(await H.text(page, "margin-im"), zone.locale)
          const mm = numberIn(await H.text(page, "margin-mm"), zone.locale)
          expect(mm).toBeGreaterThan(0)
          expect(mm).toBeLessThan(im)

          // the order history: the average price at BTCUSDT's tick (0.1), not with eight decimals
          await H.accountTab(page, size, "history")
          await H.untilCount(page, `${H.byId("order-history-row")}[data-status="Filled"]`, 1)
          const average = await page.$eval(
            `${H.byId("order-history-row")}[data-status="Filled"] td.num`,
            (td) => td.textContent?.trim() ?? ""
          )
          expect(decimalsIn(average, zone.locale)).toBe(1)

          // the trade history: the fills' prices at BTCUSDT's tick (0.1), their fees to four decimals at most
          await H.accountTab(page, size, "trades")
          await H.untilCount(page, H.byId("trade-history-row"), 1)
          const cells = await page.$$eval('[data-testid="trade-history-row"] td.num', (all) =>
            all.map((td) => (td.textContent ?? "").trim())
          )
          const prices = cells.filter((_, i) => i % 3 === 0)
          const fees = cells.filter((_, i) => i % 3 === 2).map((fee) => fee.replace(/\s*[A-Z]+$/, ""))
          expect(prices.length).toBeGreaterThan(0)
          for (const price of prices) {
            expect(decimalsIn(price, zone.locale)).toBe(1)
            expect(numberIn(price, zone.locale)).toBeGreaterThan(1000)
          }
          for (const fee of fees) expect(decimalsIn(fee, zone.locale)).toBeLessThanOrEqual(4)
          // sizes to the lot (0.001)
          for (const qty of cells.filter((_, i) => i % 3 === 1)) expect(decimalsIn(qty, zone.locale)).toBe(3)
          expect(errors).toEqual([])
        }),
      240_000
    )
  }

  for (const zone of H.zones) {
    it.effect(
      `${zone.locale}: the position's TP/SL, its stop rows, an open order and a fill notice at the tick and the lot`,
      () =>
        H.browseOwn(async ({ browser, served }) => {
          const symbol = "BTCUSDT"
          const emulator = served.handle().emulator
          // BTCUSDT: tick 0.1, lot 0.001, written as the reader writes them
          const atTick = (n: number) =>
            new Intl.NumberFormat(zone.locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(n)
          const toLot = (n: number) =>
            new Intl.NumberFormat(zone.locale, {
              minimumFractionDigits: 3,
              maximumFractionDigits: 3,
              useGrouping: false
            }).format(n)
          const { page, errors } = await H.open(browser, served.url(), size, `?category=linear&symbol=${symbol}`, zone)
          await H.connectDemoKeys(page, size)
          await page.waitForSelector(H.byId("order-submit"), { timeout: 45_000 })
          await page.click(H.byId("order-side-buy"))
          await page.click(H.byId("order-type-market"))
          // 3 BTC filled in several executions: the notice gives the order's average at the tick, one decimal
          await page.fill(H.byId("order-qty"), "3")
          await page.click(H.byId("order-submit"))
          await page.waitForSelector(H.byId("order-result"), { timeout: 45_000 })
          const orderId = await H.text(page, "order-result")
          const order = emulator.admin.exchange.engine
            .orders({ accountId: emulator.uid, category: "linear", openOnly: false })
            .find((o) => o.orderId === orderId)
          const average = Number(order?.avgPrice)
          expect(average).toBeGreaterThan(1000)
          await H.untilText(
            page,
            "fill-notice",
            new RegExp(`^Filled Buy 3 ${symbol} at ${atTick(average).replace(/[.,]/g, "\\$&")}(?!\\d)`),
            45_000
          )

          // the position's take-profit at the tick in its row ("70.000,0", not "70.000") and in the TP/SL tab
          const takeProfit = Math.round(average * 1.05)
          await H.accountTab(page, size, "positions")
          const row = `${H.byId("position-row")}[data-symbol="${symbol}"]`
          await page.waitForSelector(`${row} ${H.byId("position-tpsl-edit")}`, { timeout: 30_000 })
          await page.click(`${row} ${H.byId("position-tpsl-edit")}`)
          await page.fill(H.byId("position-tp"), String(takeProfit))
          await page.click(H.byId("position-tpsl-save"))
          await H.explain(
            page.waitForFunction(
              ([sel, tp]) => (document.querySelector(sel ?? "")?.textContent ?? "").trim().startsWith(`${tp} /`),
              [`${row} ${H.byId("position-tpsl")}`, atTick(takeProfit)] as const,
              { timeout: 30_000 }
            ),
            `the position's TP/SL never read ${atTick(takeProfit)}`
          )
          await H.accountTab(page, size, "conditional")
          const stop = `${H.byId("position-stop-row")}[data-kind="tp"][data-symbol="${symbol}"]`
          await page.waitForSelector(stop, { timeout: 30_000 })
          expect((await page.textContent(`${stop} ${H.byId("position-stop-trigger")}`))?.trim()).toBe(
            atTick(takeProfit)
          )

          // a resting limit buy: its price at the tick, its quantity to the lot ("0,010")
          const price = Math.round(average * 0.8)
          await page.click(H.byId("order-type-limit"))
          await page.fill(H.byId("order-price"), String(price))
          await page.fill(H.byId("order-qty"), zone.locale === "de-DE" ? "0,01" : "0.01")
          await page.click(H.byId("order-submit"))
          await H.explain(
            page.waitForFunction(
              ([sel, first]) => {
                const text = document.querySelector(sel ?? "")?.textContent?.trim() ?? ""
                return text !== "" && text !== first
              },
              [H.byId("order-result"), orderId] as const,
              { timeout: 45_000 }
            ),
            "the limit buy was never placed"
          )
          const limitId = await H.text(page, "order-result")
          await H.accountTab(page, size, "orders")
          const open = `${H.byId("open-order")}[data-order-id="${limitId}"]`
          await page.waitForSelector(open, { timeout: 30_000 })
          const cell = async (label: string) =>
            ((await page.textContent(`${open} td[data-label="${label}"]`)) ?? "").trim()
          expect(await cell("Price")).toBe(atTick(price))
          expect(await cell("Qty")).toBe(toLot(0.01))
          expect(await cell("Filled")).toBe(toLot(0))
          expect(errors).toEqual([])
        }),
      240_000
    )
  }

  it.effect("a switch to inverse flashes no refusal; the search stays in its category and the chain shows", () =>
    H.browse(async ({ browser, served }) => {
      const context = await browser.newContext({ viewport: { width: size.width, height: size.height } })
      const page = await context.newPage()
      await page.addInitScript(recordRefusals)
      await page.goto(`${served.url()}?category=linear&symbol=BTCUSDT`, { waitUntil: "load" })
      await H.untilText(page, "ticker-mark", /\d/)
      await page.selectOption(H.byId("category-select"), "inverse")
      await H.untilText(page, "ticker-symbol", "BTCUSD")
      await H.untilText(page, "ticker-mark", /\d/)
      await H.untilCount(page, H.byId("book-bid"), 1)
      // the inverse socket was asked for "tickers.BTCUSDT" and refused it: "The exchange refused the live data"
      expect(await refusals(page)).toEqual([])

      await page.fill(H.byId("market-search"), "BTCUSD")
      await page.selectOption(H.byId("category-select"), "option")
      await page.waitForSelector(H.byId("option-chain"), { timeout: 45_000 })
      expect(await page.inputValue(H.byId("market-search"))).toBe("")
      // a search that matches nothing is one line across the list, not a letter a line
      await page.selectOption(H.byId("category-select"), "linear")
      await page.fill(H.byId("market-search"), "NOSUCHMARKET")
      await page.waitForSelector(H.byId("markets-empty"))
      const box = await page.locator(H.byId("markets-empty")).boundingBox()
      expect(box?.height ?? 999).toBeLessThan(60)
      expect(await refusals(page)).toEqual([])
    })
  )

  it.effect("an option limit buy with no price has a Max; the option's mark and IV history outlives a reload", () =>
    H.browse(async ({ browser, served }) => {
      const { page, errors } = await H.open(browser, served.url(), size, "?category=option")
      await H.untilText(page, "ticker-symbol", /-/)
      await H.connectDemoKeys(page, size)
      await page.waitForSelector(H.byId("order-submit"), { timeout: 45_000 })
      await page.click(H.byId("order-side-buy"))
      await page.click(H.byId("order-type-limit"))
      await page.fill(H.byId("order-price"), "")
      await H.untilText(page, "order-max", /^[\d.,]+ BTC$/)
      // the IV beside the chart, from the option's ticker; its samples kept in this browser
      await H.untilText(page, "option-iv-last", /^\d+\.\d{2}%$/)
      const kept = () =>
        page.evaluate(() =>
          Object.keys(localStorage)
            .filter((k) => k.startsWith("effect-bybit.option-history."))
            .map((k) => (JSON.parse(localStorage.getItem(k) ?? "[]") as ReadonlyArray<unknown>).length)
        )
      await H.explain(
        page.waitForFunction(
          () => Object.keys(localStorage).some((k) => k.startsWith("effect-bybit.option-history.")),
          undefined,
          { timeout: 30_000 }
        ),
        "the option's history was never kept"
      )
      const before = (await kept())[0] ?? 0
      expect(before).toBeGreaterThan(0)
      await page.reload({ waitUntil: "load" })
      // drawn from the kept samples at once, before the socket's first one
      await H.explain(
        page.waitForFunction(
          (n) => Number(document.querySelector('[data-testid="option-iv"]')?.getAttribute("data-samples") ?? 0) >= n,
          before,
          { timeout: 45_000 }
        ),
        "the option's history was not drawn again after the reload"
      )
      expect(errors).toEqual([])
    })
  )
})
