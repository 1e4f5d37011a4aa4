/**
 * Contrast of the order form's coloured controls (issue 72, defect 7), in the test browser at 1440×900 under en-US
 * (New York) and 390×844 touch under de-DE (Berlin): the active Buy and Sell tabs and the "Buy BTC" / "Sell BTC"
 * button, with keys in force (the button enabled), read from their computed styles (text colour over the background
 * the element or its nearest painted ancestor has, alpha blended) and held to WCAG's 4.5:1 for text.
 */
import { expect, layer } from "@effect/vitest"
import type { Page } from "playwright-core"
import * as H from "./e2e/Harness.js"

/** The contrast ratio of an element's text over its painted background, from computed styles (WCAG 2 formula). */
const contrastOf = (page: Page, selector: string): Promise<{ ratio: number; color: string; background: string }> =>
  page.$eval(selector, (element) => {
    type Rgba = readonly [number, number, number, number]
    const parse = (text: string): Rgba => {
      const parts = (text.match(/[\d.]+/g) ?? []).map(Number)
      return [parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0, parts[3] ?? 1]
    }
    const over = (top: Rgba, below: Rgba): Rgba => {
      const a = top[3]
      return [top[0] * a + below[0] * (1 - a), top[1] * a + below[1] * (1 - a), top[2] * a + below[2] * (1 - a), 1]
    }
    // the background an element shows: its own over its ancestors', down to an opaque one (white at the root)
    const backgroundOf = (el: Element | null): Rgba => {
      if (el === null) return [255, 255, 255, 1]
      const own = parse(getComputedStyle(el).backgroundColor)
      if (own[3] >= 1) return own
      const below = backgroundOf(el.parentElement)
      return own[3] === 0 ? below : over(own, below)
    }
    const luminance = ([r, g, b]: Rgba) => {
      const lin = (v: number) => {
        const c = v / 255
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
      }
      return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b)
    }
    const background = backgroundOf(element)
    const color = over(parse(getComputedStyle(element).color), background)
    const [hi, lo] = [luminance(color), luminance(background)].sort((a, b) => b - a)
    return {
      ratio: ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05),
      color: `rgb(${color.slice(0, 3).join(",")})`,
      background: `rgb(${background.slice(0, 3).join(",")})`
    }
  })

const cases: ReadonlyArray<H.Where> = [
  { size: H.screens[0] as H.Size, zone: H.zones[1] as H.Zone },
  { size: H.screens[1] as H.Size, zone: H.zones[0] as H.Zone }
]

layer(H.app, { timeout: "300 seconds", excludeTestServices: true })("React app: contrast of the order form", (it) => {
  for (const where of cases) {
    const { size, zone } = where
    it.effect(
      `${H.nameOf(where)}: the active Buy and Sell tabs and the Buy / Sell button are at least 4.5:1`,
      () =>
        H.browse(async ({ browser, served }) => {
          const { page } = await H.open(browser, served.url(), size, `?category=linear&symbol=${size.symbol}`, zone)
          await H.connectDemoKeys(page, size)
          await H.showTab(page, size, "orders")
          await page.waitForSelector(H.byId("order-submit"), { timeout: 20_000 })
          await page.fill(H.byId("order-qty"), "1")
          const measured: Array<string> = []
          for (const side of ["buy", "sell"] as const) {
            await page.click(H.byId(`order-side-${side}`))
            await page.waitForSelector(`${H.byId("order-submit")}.${side}:not(:disabled)`, { timeout: 20_000 })
            // the pointer away, so no hover style is measured
            await page.mouse.move(0, 0)
            for (const id of [`order-side-${side}`, "order-submit"]) {
              const c = await contrastOf(page, H.byId(id))
              measured.push(`${id} (${side}): ${c.color} on ${c.background} = ${c.ratio.toFixed(2)}:1`)
            }
          }
          const low = measured.filter((m) => Number(m.split("= ")[1]?.split(":")[0]) < 4.5)
          expect(low, measured.join("\n")).toEqual([])
          await H.shot(page, size, "order-form-contrast")
        }),
      120_000
    )
  }
})
