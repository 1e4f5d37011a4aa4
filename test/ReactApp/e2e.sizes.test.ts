/**
 * Every size (issue 60), in the test browser at 1440×900, 390×844 (touch) and 844×390 (touch, a phone in landscape),
 * each in de-DE (Berlin) and en-US (New York), with the demo keys connected:
 * - on a touch screen no control is under a finger's 44 px, on any tab;
 * - the chart's height in view is at least a third of the screen's (half of it in landscape, where the header and one
 *   row of tools are all that share the height: 140 px of chart was what a trader saw there before);
 * - the order form is not cut: at 1440×900 it is whole without a scroll (title, margin and leverage row, submit), on
 *   a phone nothing of it sticks out sideways;
 * - the header is one line at 1440 and in landscape (German figures are the wider), and at 1024×768 in both zones
 *   with every figure of the ticker and both streams connected (a case of its own: only the header is checked there);
 * - no text is drawn over other text, and nothing is cut off by its panel (Harness.layoutProblems);
 * - the chart's axis labels (drawn on canvases: their boxes recorded as drawn) are not cut at the time axis's ends and
 *   not drawn over each other.
 */
import { expect, layer } from "@effect/vitest"
import type { Page } from "playwright-core"
import * as H from "./e2e/Harness.js"
import * as S from "./e2e/Sizes.js"

// the chart's height in view: a third of the screen's, half of it in landscape
const floorOf = (size: H.Size): number => (size.name === "landscape" ? size.height / 2 : size.height / 3)

const tabs = ["chart", "book", "trades", "orders", "markets"] as const

/** Everything each view owes: targets on touch, no overlapping text, nothing cut by its panel (all reported). */
const checkView = async (page: Page, size: H.Size, where: string) => {
  if (size.touch === true) expect.soft(await S.smallTargets(page), `targets under 44 px (${where})`).toEqual([])
  expect.soft(await S.overlappingText(page), `overlapping text (${where})`).toEqual([])
  expect.soft(await H.layoutProblems(page), `layout (${where})`).toEqual([])
}

const untilChartDrawn = (page: Page) =>
  H.explain(
    page.waitForFunction(
      (sel) => Number(document.querySelector(sel)?.getAttribute("data-candles") ?? 0) > 10,
      H.byId("chart"),
      { timeout: 45_000 }
    ),
    "the chart never drew"
  )

const orderParts = [
  ".panel-head",
  ".margin-controls",
  ".leverage-form",
  '[data-testid="order-leverage-set"]',
  '[data-testid="order-submit"]'
]

layer(H.app, { timeout: "900 seconds", excludeTestServices: true })("React app: every size", (it) => {
  // the tablet: the header's row at its widest (a perpetual's figures: mark, funding, index, OI, range, volume; both
  // streams connected), on one line
  for (const zone of H.zones) {
    const size = H.tablet
    it.effect(`${H.nameOf({ size, zone })}: the header on one line`, () =>
      H.browse(async ({ browser, served }) => {
        const { page, errors } = await H.open(
          browser,
          served.url(),
          size,
          `?category=linear&symbol=${size.symbol}`,
          zone
        )
        await H.untilText(page, "ticker-price", /\d/)
        await H.untilText(page, "connection-state", "connected")
        await H.connectDemoKeys(page, size)
        for (const id of ["ticker-mark", "ticker-funding", "ticker-index", "ticker-oi", "ticker-range"])
          await page.waitForSelector(H.byId(id), { timeout: 45_000 })
        expect(await S.headerProblems(page), "the header").toEqual([])
        await page.locator(".header").screenshot({ path: `${H.results}/react-app-tablet-header-${zone.locale}.png` })
        expect(errors).toEqual([])
      })
    )
  }
  for (const where of H.everywhere) {
    const { size, zone } = where
    const floor = floorOf(size)
    it.effect(
      `${H.nameOf(where)}: targets, chart in view, order form whole, header on one line, no overlapping text`,
      () =>
        H.browse(async ({ browser, served }) => {
          // the canvas probe is in before the page loads
          const { page, errors } = await H.open(
            browser,
            served.url(),
            size,
            `?category=linear&symbol=${size.symbol}`,
            zone,
            (context) => context.addInitScript(S.canvasLabelProbe)
          )
          await H.untilText(page, "ticker-price", /\d/)
          await H.untilText(page, "connection-state", "connected")
          await H.connectDemoKeys(page, size)
          // the leverage row comes with the account's position settings
          await page.waitForSelector(H.byId("order-leverage"), { timeout: 45_000 })
          await H.showTab(page, size, "chart")
          await untilChartDrawn(page)
          await H.showTab(page, size, "book")
          await H.untilCount(page, H.byId("book-bid"), 5)
          await H.showTab(page, size, "chart")

          // the axes' labels as drawn on the chart's canvases: none cut at the time axis's ends, none over another
          expect.soft(await S.chartLabelProblems(page), "the chart's labels").toEqual([])
          const chart = await S.chartInView(page)
          expect.soft(chart, `the chart's height in view at ${size.width}×${size.height}`).toBeGreaterThanOrEqual(floor)
          if (!size.phone || size.name === "landscape")
            expect.soft(await S.headerProblems(page), "the header").toEqual([])
          if (size.phone) {
            for (const tab of tabs) {
              await H.showTab(page, size, tab)
              await checkView(page, size, `${tab} tab`)
            }
            await H.showTab(page, size, "orders")
            expect.soft(await S.clipped(page, "section.order-entry", orderParts, false), "the order form").toEqual([])
          } else {
            await checkView(page, size, "the screen")
            expect.soft(await S.clipped(page, "section.order-entry", orderParts, true), "the order form").toEqual([])
          }
          await H.shot(page, size, `sizes-${zone.locale}`)
          expect(errors).toEqual([])
        }),
      300_000
    )
  }
})
