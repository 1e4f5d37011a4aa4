/**
 * A trend line across intervals (issue 72, defect 3), in the test browser at 1440×900 under en-US (New York) with a
 * mouse and at 390×844 by touch under de-DE (Berlin): drawn on the 1h chart, it stays on the same times after a switch
 * to 4h (its ends where the 4h chart has those times, not a stub at the chart's left edge), and after a reload.
 */
import { expect, layer } from "@effect/vitest"
import type { Page } from "playwright-core"
import * as H from "./e2e/Harness.js"
import * as P from "./e2e/Pointer.js"

/** A point of the chart at fractions of its width and height. */
const onChart = async (page: Page, fx: number, fy: number): Promise<P.Point> => {
  const box = await page.locator(H.byId("chart")).boundingBox()
  if (box === null) throw new Error("the chart is not shown")
  return { x: box.x + box.width * fx, y: box.y + box.height * fy }
}

/** The trend line's ends as drawn (px in the chart) and its anchors' times, as the page reports them. */
const trendOf = (page: Page) =>
  page.$eval('[data-testid="drawing"][data-kind="trend"]', (el) => ({
    xs: (el.getAttribute("data-xs") ?? "").split(",").map(Number),
    times: (el.getAttribute("data-times") ?? "").split(",").map(Number)
  }))

const cases: ReadonlyArray<H.Where> = [
  { size: H.screens[0] as H.Size, zone: H.zones[1] as H.Zone },
  { size: H.screens[1] as H.Size, zone: H.zones[0] as H.Zone }
]

/** Picks an interval and waits until the chart's bars are of it (the series' key, as the page reports it). */
const interval = async (page: Page, value: "60" | "240") => {
  await page.click(H.byId(`interval-${value}`))
  await H.explain(
    page.waitForFunction(
      (key) => {
        const chart = document.querySelector('[data-testid="chart"]')
        return Number(chart?.getAttribute("data-candles") ?? 0) > 10 && chart?.getAttribute("data-key")?.endsWith(key)
      },
      `/${value}`,
      { timeout: 45_000, polling: 100 }
    ),
    `the chart never showed ${value}-minute bars`
  )
}

layer(H.app, { timeout: "300 seconds", excludeTestServices: true })("React app: drawings across intervals", (it) => {
  for (const where of cases) {
    const { size, zone } = where
    it.effect(`${H.nameOf(where)}: a trend line drawn on 1h stays on its times on 4h and after a reload`, () =>
      H.browse(async ({ browser, served }) => {
        const { page, errors } = await H.open(browser, served.url(), size, "?category=linear&symbol=BTCUSDT", zone)
        await H.showTab(page, size, "chart")
        await page.waitForSelector(H.byId("draw-trend"), { timeout: 30_000 })
        await interval(page, "60")
        await page.click(H.byId("draw-trend"))
        await P.tap(page, size, await onChart(page, 0.55, 0.6))
        await P.tap(page, size, await onChart(page, 0.75, 0.45))
        await page.waitForSelector('[data-testid="drawing"][data-kind="trend"]', { timeout: 30_000 })
        const on1h = await trendOf(page)
        const width1h = Math.abs((on1h.xs[1] ?? 0) - (on1h.xs[0] ?? 0))
        expect(width1h).toBeGreaterThan(20)

        await interval(page, "240")
        const on4h = await trendOf(page)
        expect(on4h.times, "the anchors' times").toEqual(on1h.times)
        // the same span of time on bars four times as long: about a quarter of the width, right of the chart's middle
        const width4h = Math.abs((on4h.xs[1] ?? 0) - (on4h.xs[0] ?? 0))
        const box = await page.locator(H.byId("chart")).boundingBox()
        expect(width4h, `1h: ${on1h.xs.join(",")}, 4h: ${on4h.xs.join(",")}`).toBeGreaterThan(width1h / 8)
        expect(Math.min(...on4h.xs), `4h: ${on4h.xs.join(",")}`).toBeGreaterThan((box?.width ?? 0) * 0.3)

        await page.reload({ waitUntil: "load" })
        await H.showTab(page, size, "chart")
        await page.waitForSelector('[data-testid="drawing"][data-kind="trend"]', { timeout: 30_000 })
        expect((await trendOf(page)).times, "the anchors' times after a reload").toEqual(on1h.times)
        expect(errors).toEqual([])
      })
    )
  }
})
