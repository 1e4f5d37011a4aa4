/**
 * Switching market after the first paint, in the test browser at 1440×900 and 390×844: while the new market's
 * streams start, nothing of the market left behind is shown under the new one's name. Every state the page commits is
 * recorded (a MutationObserver, so a frame of 20 ms is not missed): the header's price and mark, the book's best bid,
 * the chart's close and an open position's mark, each beside the symbol the header names. A price of the market left
 * (ETHUSDT at 3,300, an option at 2,000) under BTCUSDT (66,000) is what a trader would call a wrong price.
 * Screenshots go to `test-results/`.
 */
import { expect, layer } from "@effect/vitest"
import type { Page } from "playwright-core"
import * as H from "./e2e/Harness.js"

/** One committed state of the page: the header's symbol and the figures shown for it. */
interface Frame {
  readonly symbol: string
  readonly figures: Readonly<Record<string, number>>
}

// runs in the page before its scripts: records every committed state of the figures
const recordFrames = () => {
  const frames: Array<{ symbol: string; figures: Record<string, number> }> = []
  ;(window as unknown as { __frames: typeof frames }).__frames = frames
  const number = (text: string | null | undefined) => {
    const n = Number((text ?? "").replace(/,/g, "").trim())
    return Number.isFinite(n) && n > 0 ? n : undefined
  }
  let last = ""
  const record = () => {
    const q = (selector: string) => document.querySelector(selector)
    const figures: Record<string, number> = {}
    const put = (name: string, value: number | undefined) => {
      if (value !== undefined) figures[name] = value
    }
    put("price", number(q('[data-testid="ticker-price"]')?.textContent))
    put("mark", number(q('[data-testid="ticker-mark"]')?.textContent))
    put("bid", number(q('[data-testid="book-bid"]')?.getAttribute("data-price")))
    put("close", number(q('[data-testid="chart-ohlc"]')?.textContent?.match(/C ([\d,.]+)/)?.[1]))
    put(
      "position",
      number(q('[data-testid="position-row"][data-symbol="BTCUSDT"] [data-testid="position-mark"]')?.textContent)
    )
    const symbol = q('[data-testid="ticker-symbol"]')?.textContent?.trim() ?? ""
    const key = JSON.stringify([symbol, figures])
    if (key !== last) frames.push({ symbol, figures })
    last = key
  }
  const start = () =>
    new MutationObserver(record).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true
    })
  if (document.body === null) addEventListener("DOMContentLoaded", start)
  else start()
}

const framesOf = (page: Page): Promise<ReadonlyArray<Frame>> =>
  page.evaluate(() => (window as unknown as { __frames: ReadonlyArray<Frame> }).__frames)

/** The frames under `symbol` with a figure off the market's price by more than a fifth (another market's price). */
const foreign = (frames: ReadonlyArray<Frame>, symbol: string, price: number): ReadonlyArray<string> =>
  frames
    .filter((f) => f.symbol === symbol)
    .flatMap((f) =>
      Object.entries(f.figures)
        .filter(([, value]) => Math.abs(value - price) > price / 5)
        .map(([name, value]) => `${symbol} ${name} ${value}`)
    )

const open = async (page: Page, url: string) => {
  await page.addInitScript(recordFrames)
  await page.goto(url, { waitUntil: "load" })
}

/** Waits until the header shows `symbol` with a live mark, and returns its price. */
const settled = async (page: Page, symbol: string): Promise<number> => {
  await H.untilText(page, "ticker-symbol", symbol)
  await H.untilText(page, "ticker-mark", /\d/)
  // the new market's own figures have arrived: its chart and book too
  await H.explain(
    page.waitForFunction(
      () => document.querySelector('[data-testid="chart-ohlc"]')?.textContent?.includes(" C ") === true,
      undefined,
      { timeout: 45_000, polling: 100 }
    ),
    "the chart never showed a bar"
  )
  await page.waitForTimeout(1500)
  return Number((await H.text(page, "ticker-price")).replace(/,/g, ""))
}

layer(H.app, { timeout: "300 seconds", excludeTestServices: true })("React app: switching market", (it) => {
  for (const size of H.sizes) {
    it.effect(
      `${size.name}: from ETHUSDT to BTCUSDT, no ETHUSDT figure is shown as BTCUSDT's (header, book, chart, the position's mark)`,
      () =>
        H.browse(async ({ browser, served }) => {
          const context = await browser.newContext({ viewport: { width: size.width, height: size.height } })
          context.setDefaultTimeout(60_000)
          const page = await context.newPage()
          await open(page, `${served.url()}?category=linear&symbol=BTCUSDT`)
          await settled(page, "BTCUSDT")
          // a BTCUSDT position, valued at the live mark (on the phone its row is in the Orders tab)
          await H.connectDemoKeys(page, size)
          await H.showTab(page, size, "orders")
          await page.click(H.byId("order-type-market"))
          await page.fill(H.byId("order-qty"), "0.001")
          await page.click(H.byId("order-submit"))
          await H.accountTab(page, size, "positions")
          await H.untilCount(page, `${H.byId("position-row")}[data-symbol="BTCUSDT"]`, 1)
          await H.showTab(page, size, "markets")
          await page.click(`${H.byId("market-row")}[data-symbol="ETHUSDT"]`)
          await settled(page, "ETHUSDT")
          await H.accountTab(page, size, "positions")
          await H.showTab(page, size, "markets")
          await page.click(`${H.byId("market-row")}[data-symbol="BTCUSDT"]`)
          await H.accountTab(page, size, "positions")
          const btc = await settled(page, "BTCUSDT")
          await H.shot(page, size, "switch-eth-to-btc")
          expect(foreign(await framesOf(page), "BTCUSDT", btc)).toEqual([])
          await context.close()
        }),
      240_000
    )

    it.effect(
      `${size.name}: from an option's page to linear BTCUSDT, none of the option's price, book or bars is shown as BTCUSDT's`,
      () =>
        H.browse(async ({ browser, served }) => {
          const context = await browser.newContext({ viewport: { width: size.width, height: size.height } })
          context.setDefaultTimeout(60_000)
          const page = await context.newPage()
          await open(page, `${served.url()}?category=option`)
          await H.untilText(page, "ticker-mark", /\d/)
          await page.waitForTimeout(1500)
          await page.selectOption(H.byId("category-select"), "linear")
          const btc = await settled(page, "BTCUSDT")
          await H.shot(page, size, "switch-option-to-linear")
          expect(foreign(await framesOf(page), "BTCUSDT", btc)).toEqual([])
          await context.close()
        }),
      240_000
    )
  }
})
