/**
 * The drawing tools beside the trend line (issue 72, missing beside Bybit's page): Fibonacci retracement, rectangle
 * and ray, in the test browser at 1440×900 under en-US (New York) with a mouse, at 390×844 by touch under de-DE
 * (Berlin) and at 844×390 by touch under en-US (a phone sideways: the tools' row still ends with Delete in view). Each is drawn on the 1h chart by two taps; after a switch to 4h each stays on the times it was drawn at
 * (its points right of the chart's middle, spanning about a quarter of the width: the same span on bars four times as
 * long, not a stub at the left edge) and after a reload still; the ray runs on to the chart's edge; the rectangle is
 * chosen by a tap on its edge and deleted.
 */
import { expect, layer } from "@effect/vitest"
import type { Page } from "playwright-core"
import * as H from "./e2e/Harness.js"
import * as P from "./e2e/Pointer.js"

const tools = ["fib", "rect", "ray"] as const

/** A point of the chart at fractions of its width and height. */
const onChart = async (page: Page, fx: number, fy: number): Promise<P.Point> => {
  const box = await page.locator(H.byId("chart")).boundingBox()
  if (box === null) throw new Error("the chart is not shown")
  return { x: box.x + box.width * fx, y: box.y + box.height * fy }
}

/** Each drawing as the page reports it: its kind, where its points are drawn (px) and their times. */
const drawn = (page: Page) =>
  page.$$eval('[data-testid="drawing"]', (all) =>
    all.map((el) => ({
      kind: el.getAttribute("data-kind") ?? "",
      xs: (el.getAttribute("data-xs") ?? "").split(",").map(Number),
      times: (el.getAttribute("data-times") ?? "").split(",").map(Number),
      // the ray's line as drawn: its far end, and the drawing area's size
      far: ["x2", "y2"].map((a) => Number(el.querySelector("line")?.getAttribute(a) ?? Number.NaN)),
      area: ["width", "height"].map((a) => Number(el.closest("svg")?.getAttribute(a) ?? Number.NaN))
    }))
  )

const cases: ReadonlyArray<H.Where> = [
  { size: H.screens[0] as H.Size, zone: H.zones[1] as H.Zone },
  { size: H.screens[1] as H.Size, zone: H.zones[0] as H.Zone },
  { size: H.landscape, zone: H.zones[1] as H.Zone }
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

/**
 * A point of the rectangle's top edge where a tap reaches the rectangle's own grab stroke (not another drawing's
 * over it: the ray runs on to the chart's edge, and after a reload the bars may set another scale), once its box has
 * stood still for 10 frames (the chart settled).
 */
const rectEdge = (page: Page): Promise<P.Point> =>
  H.explain(
    page.evaluate(
      () =>
        new Promise<{ x: number; y: number }>((resolve, reject) => {
          const selector = '[data-testid="drawing"][data-kind="rect"]'
          let last = ""
          let still = 0
          let frames = 0
          const look = () => {
            const box = document.querySelector(`${selector} rect`)?.getBoundingClientRect()
            const now = box === undefined ? "" : [box.left, box.top, box.width, box.height].join(",")
            still = now !== "" && now === last ? still + 1 : 0
            last = now
            if (box !== undefined && still >= 10) {
              for (let k = 1; k < 20; k++) {
                const x = box.left + (box.width * k) / 20
                const top = document.elementFromPoint(x, box.top)
                if (top?.classList.contains("drawing-hit") && top.closest(selector) !== null) {
                  return resolve({ x, y: box.top })
                }
              }
              return reject(new Error(`no point of its top edge reaches it (box ${now})`))
            }
            frames++
            if (frames > 1800) return reject(new Error(`it never stood still (box ${last})`))
            requestAnimationFrame(look)
          }
          requestAnimationFrame(look)
        })
    ),
    "the rectangle could not be tapped"
  )

const untilDrawn = (page: Page, count: number) =>
  H.untilAttribute(page, H.byId("drawings"), "data-count", String(count), 30_000)

layer(H.app, { timeout: "300 seconds", excludeTestServices: true })("React app: more drawing tools", (it) => {
  for (const where of cases) {
    const { size, zone } = where
    it.effect(`${H.nameOf(where)}: Fibonacci, rectangle and ray stay on their times on 4h and after a reload`, () =>
      H.browse(async ({ browser, served }) => {
        const { page, errors } = await H.open(browser, served.url(), size, "?category=linear&symbol=ETHUSDT", zone)
        await H.showTab(page, size, "chart")
        await page.waitForSelector(H.byId("draw-ray"), { timeout: 30_000 })
        await interval(page, "60")
        // each tool's two taps, in the right half of the chart, one under the other
        for (const [n, tool] of tools.entries()) {
          await page.click(H.byId(`draw-${tool}`))
          await P.tap(page, size, await onChart(page, 0.55 + n * 0.03, 0.7 - n * 0.15))
          await P.tap(page, size, await onChart(page, 0.75 + n * 0.03, 0.6 - n * 0.15))
          await untilDrawn(page, n + 1)
        }
        const on1h = await drawn(page)
        expect(on1h.map((d) => d.kind)).toEqual([...tools])
        const chartBox = await page.locator(H.byId("chart")).boundingBox()
        const width = chartBox?.width ?? 0
        for (const d of on1h) {
          expect(Math.abs((d.xs[1] ?? 0) - (d.xs[0] ?? 0)), JSON.stringify(d)).toBeGreaterThan(width * 0.1)
        }
        // the ray goes on past its second point, to the edge of the drawing area
        const ray = on1h.find((d) => d.kind === "ray")
        const [farX = 0, farY = 0] = ray?.far ?? []
        const [areaWidth = 0, areaHeight = 0] = ray?.area ?? []
        expect(farX, JSON.stringify(ray)).toBeGreaterThan(ray?.xs[1] ?? 0)
        const atEdge = Math.abs(farX - areaWidth) < 1 || Math.abs(farY) < 1 || Math.abs(farY - areaHeight) < 1
        expect(atEdge, JSON.stringify(ray)).toBe(true)
        await H.shot(page, size, `drawing-tools-1h-${zone.locale}`)
        await H.noLayoutProblems(page)
        // with two tools more, Delete still ends inside the tools' row (not scrolled off its end)
        const del = await page.$eval(H.byId("draw-delete"), (b) => {
          let clipRight = Number.POSITIVE_INFINITY
          for (let p = b.parentElement; p !== null; p = p.parentElement) {
            if (getComputedStyle(p).overflowX !== "visible")
              clipRight = Math.min(clipRight, p.getBoundingClientRect().right)
          }
          return { right: b.getBoundingClientRect().right, clipRight }
        })
        expect(del.right, JSON.stringify(del)).toBeLessThanOrEqual(del.clipRight + 1)

        await interval(page, "240")
        const on4h = await drawn(page)
        expect(on4h.map((d) => d.kind)).toEqual([...tools])
        for (const [n, d] of on4h.entries()) {
          const before = on1h[n]
          const said = `1h: ${JSON.stringify(before)}, 4h: ${JSON.stringify(d)}`
          expect(d.times, said).toEqual(before?.times)
          const span4h = Math.abs((d.xs[1] ?? 0) - (d.xs[0] ?? 0))
          const span1h = Math.abs((before?.xs[1] ?? 0) - (before?.xs[0] ?? 0))
          expect(span4h, said).toBeGreaterThan(span1h / 8)
          expect(Math.min(...d.xs), said).toBeGreaterThan(width * 0.3)
        }
        await H.shot(page, size, `drawing-tools-4h-${zone.locale}`)

        await page.reload({ waitUntil: "load" })
        await H.showTab(page, size, "chart")
        await untilDrawn(page, 3)
        const reloaded = await drawn(page)
        expect(reloaded.map((d) => [d.kind, d.times])).toEqual(on1h.map((d) => [d.kind, d.times]))

        // the rectangle chosen by a tap on its top edge, then deleted
        await P.tap(page, size, await rectEdge(page))
        await H.untilAttribute(page, '[data-testid="drawing"][data-kind="rect"]', "data-selected", "true")
        await page.click(H.byId("draw-delete"))
        await untilDrawn(page, 2)
        expect((await drawn(page)).map((d) => d.kind)).toEqual(["fib", "ray"])
        expect(errors).toEqual([])
      })
    )
  }
})
