/**
 * The chart's drawing tools (issue 60), in the test browser at the three sizes (1440×900 with a mouse, 390×844 and
 * 844×390 by touch) under de-DE (Berlin) and en-US (New York), used as a trader would: a horizontal line, a trend line
 * and a Fibonacci retracement tapped onto the chart, the line dragged to another price (a finger's drag on a touch
 * screen), the trend line chosen and deleted; the drawings kept for the market across a reload, not
 * shown on another market, back on returning. Prices on the drawings are written in the reader's locale.
 */
import { expect, layer } from "@effect/vitest"
import type { Page } from "playwright-core"
import * as H from "./e2e/Harness.js"
import * as P from "./e2e/Pointer.js"

// a price at the tick (BTCUSDT: 0.1) as the reader writes it, thousands grouped
const localPrice: Readonly<Record<string, RegExp>> = {
  "de-DE": /^\d{1,3}(\.\d{3})*,\d$/,
  "en-US": /^\d{1,3}(,\d{3})*\.\d$/
}

const drawn = (page: Page) =>
  page.$$eval('[data-testid="drawing"]', (all) =>
    all.map((el) => ({
      id: el.getAttribute("data-id") ?? "",
      kind: el.getAttribute("data-kind") ?? "",
      prices: (el.getAttribute("data-prices") ?? "").split(",").map(Number),
      selected: el.getAttribute("data-selected") === "true"
    }))
  )

const untilDrawn = (page: Page, count: number) =>
  H.explain(
    page.waitForFunction((n) => document.querySelectorAll('[data-testid="drawing"]').length === n, count, {
      timeout: 30_000
    }),
    `the chart never held ${count} drawings`
  )

/** A point of the chart at fractions of its width and height. */
const onChart = async (page: Page, fx: number, fy: number): Promise<P.Point> => {
  const box = await page.locator(H.byId("chart")).boundingBox()
  if (box === null) throw new Error("the chart is not shown")
  return { x: box.x + box.width * fx, y: box.y + box.height * fy }
}

const centreOf = async (page: Page, selector: string) => {
  const box = await page.locator(selector).first().boundingBox()
  if (box === null) throw new Error(`${selector} is not shown`)
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 }
}

const openChart = async (page: Page, size: H.Size) => {
  await H.showTab(page, size, "chart")
  await H.explain(
    page.waitForFunction(
      (sel) => Number(document.querySelector(sel)?.getAttribute("data-candles") ?? 0) > 10,
      H.byId("chart"),
      { timeout: 45_000 }
    ),
    "the chart has no candles"
  )
  await page.waitForSelector(H.byId("draw-trend"), { timeout: 30_000 })
}

layer(H.app, { timeout: "600 seconds", excludeTestServices: true })("React app: drawing tools", (it) => {
  for (const where of H.everywhere) {
    const { size, zone } = where
    it.effect(
      `${H.nameOf(where)}: trend, horizontal and Fibonacci drawn, moved, deleted, kept per market across a reload`,
      () =>
        H.browse(async ({ browser, served }) => {
          const query = "?category=linear&symbol=BTCUSDT"
          const { page, errors } = await H.open(browser, served.url(), size, query, zone)
          await openChart(page, size)

          await page.click(H.byId("draw-horizontal"))
          await P.tap(page, size, await onChart(page, 0.5, 0.2))
          await untilDrawn(page, 1)
          await page.click(H.byId("draw-trend"))
          await P.tap(page, size, await onChart(page, 0.55, 0.6))
          await P.tap(page, size, await onChart(page, 0.75, 0.45))
          await untilDrawn(page, 2)
          await page.click(H.byId("draw-fib"))
          await P.tap(page, size, await onChart(page, 0.15, 0.75))
          await P.tap(page, size, await onChart(page, 0.35, 0.5))
          await untilDrawn(page, 3)
          const made = await drawn(page)
          expect(made.map((d) => d.kind)).toEqual(["horizontal", "trend", "fib"])
          // the second tap of the trend line is higher on the chart: a higher price
          const trend = made[1]
          expect((trend?.prices[1] ?? 0) > (trend?.prices[0] ?? 0)).toBe(true)

          // the level's price and the retracement's seven levels, in the reader's locale
          const label = await H.text(page, "drawing-label")
          expect(label).toMatch(localPrice[zone.locale] as RegExp)
          const fibs = await page.$$eval('[data-testid="fib-level"]', (all) => all.map((el) => el.textContent ?? ""))
          expect(fibs).toHaveLength(7)
          const point = zone.locale === "de-DE" ? "," : "."
          expect(fibs[3]?.startsWith(`0${point}500 (`)).toBe(true)
          const inner = /\((.*)\)/.exec(fibs[3] ?? "")?.[1] ?? ""
          expect(inner).toMatch(localPrice[zone.locale] as RegExp)

          // drag the level 60 px down: a lower price, kept
          const level = '[data-testid="drawing"][data-kind="horizontal"] .drawing-hit'
          const from = { x: (await onChart(page, 0.3, 0)).x, y: (await centreOf(page, level)).y }
          const before = made[0]?.prices[0] ?? 0
          await P.drag(page, size, from, { x: from.x, y: from.y + 60 })
          const afterDrag = await drawn(page)
          const moved = afterDrag.find((d) => d.kind === "horizontal")?.prices[0] ?? before
          expect(moved).toBeLessThan(before)

          // choose the trend line by tapping it, then delete it
          const trendLine = await centreOf(page, '[data-testid="drawing"][data-kind="trend"] .drawing-hit')
          await P.tap(page, size, trendLine)
          await H.untilAttribute(page, '[data-testid="drawing"][data-kind="trend"]', "data-selected", "true")
          await page.click(H.byId("draw-delete"))
          await untilDrawn(page, 2)
          expect((await drawn(page)).map((d) => d.kind)).toEqual(["horizontal", "fib"])

          // a reload: the same drawings, the level where it was dragged to
          await page.reload({ waitUntil: "load" })
          await openChart(page, size)
          await untilDrawn(page, 2)
          const reloaded = await drawn(page)
          expect(reloaded.map((d) => d.kind)).toEqual(["horizontal", "fib"])
          expect(reloaded[0]?.prices[0]).toBe(moved)

          // another market has none of them; back on BTCUSDT they are there
          await page.goto(`${served.url()}?category=linear&symbol=ETHUSDT`, { waitUntil: "load" })
          await openChart(page, size)
          await H.untilText(page, "ticker-symbol", "ETHUSDT")
          expect(await page.locator('[data-testid="drawing"]').count()).toBe(0)
          await page.goto(`${served.url()}${query}`, { waitUntil: "load" })
          await openChart(page, size)
          await untilDrawn(page, 2)
          await H.shot(page, size, `drawings-${zone.locale}`)
          expect(errors).toEqual([])
        }),
      240_000
    )
  }
})
