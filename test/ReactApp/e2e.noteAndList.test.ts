/**
 * Two of issue 72's defect 9. On an option's chart at 1440×900, 390×844 touch, 844×390 touch and 1024×768, the IV
 * line has a row of its own under the chart note: no word of the note on its rows (it was set in the note's sentence
 * and rose into the row above). At 1440×900 under en-US (New
 * York), the market list's price of the chosen market reads what the header reads, each time the header's changes (it
 * lagged: the list read the tickers over REST every few seconds, the header the ticker stream).
 */
import { expect, layer } from "@effect/vitest"
import type { Page } from "playwright-core"
import * as H from "./e2e/Harness.js"

/**
 * The chart note's words on the IV line's rows: each word whose box shares any of the line's height (the IV figure's
 * own label and range aside). Set in the note's sentence, the line stood on the sentence's last row and rose into the
 * row above it.
 */
const wordsBesideLine = (page: Page): Promise<ReadonlyArray<string>> =>
  page.evaluate(() => {
    const note = document.querySelector('[data-testid="chart-note"]')
    const line = document.querySelector('[data-testid="option-iv"] svg')
    if (note === null || line === null) return ["no note or no IV line"]
    const l = line.getBoundingClientRect()
    if (l.width < 100 || l.height < 10) return [`an IV line of ${l.width}×${l.height}`]
    const figure = line.closest('[data-testid="option-iv"]')
    const found: Array<string> = []
    const walker = document.createTreeWalker(note, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
      if (figure?.contains(node) === true) continue
      const text = node.textContent ?? ""
      for (const match of text.matchAll(/\S+/g)) {
        const range = document.createRange()
        range.setStart(node, match.index)
        range.setEnd(node, match.index + match[0].length)
        for (const r of Array.from(range.getClientRects()))
          if (r.width > 0 && r.top < l.bottom && l.top < r.bottom) found.push(match[0])
      }
    }
    return found
  })

layer(H.app, { timeout: "300 seconds", excludeTestServices: true })(
  "React app: the note's IV line, the list's price",
  (it) => {
    for (const where of [
      { size: H.screens[0] as H.Size, zone: H.zones[1] as H.Zone },
      { size: H.screens[1] as H.Size, zone: H.zones[0] as H.Zone },
      { size: H.landscape, zone: H.zones[0] as H.Zone },
      { size: H.tablet, zone: H.zones[0] as H.Zone }
    ]) {
      it.effect(`${H.nameOf(where)}: the IV line on a row of its own, under the chart note`, () =>
        H.browse(async ({ browser, served }) => {
          const { page, errors } = await H.open(browser, served.url(), where.size, "?category=option", where.zone)
          await H.untilText(page, "ticker-symbol", /-/)
          await H.showTab(page, where.size, "chart")
          await H.untilText(page, "option-iv-last", /\d/)
          await page.waitForSelector(`${H.byId("option-iv")} svg`, { timeout: 30_000 })
          await page.waitForSelector(H.byId("chart-note"), { timeout: 30_000 })
          expect(await wordsBesideLine(page)).toEqual([])
          await H.noLayoutProblems(page)
          await H.shot(page, where.size, `option-note-${where.zone.locale}`)
          expect(errors).toEqual([])
        })
      )
    }

    const size = H.screens[0] as H.Size
    const zone = H.zones[1] as H.Zone
    it.effect(`${H.nameOf({ size, zone })}: the list's price is the header's at each of its changes`, () =>
      H.browse(async ({ browser, served }) => {
        const { page, errors } = await H.open(
          browser,
          served.url(),
          size,
          `?category=linear&symbol=${size.symbol}`,
          zone
        )
        const listed = `${H.byId("market-row")}[data-symbol="${size.symbol}"] ${H.byId("market-price")}`
        await H.untilText(page, "ticker-price", /\d/)
        await page.waitForSelector(listed, { timeout: 45_000 })
        // each time the header shows a new price, both are read in the same task: the page's own record of them
        await page.evaluate((sel) => {
          const w = window as unknown as { seen: Array<[string, string]> }
          w.seen = []
          const header = document.querySelector('[data-testid="ticker-price"]')
          if (header === null) return
          new MutationObserver(() =>
            // after the commit that changed the header (React writes the whole tree of a render at once)
            queueMicrotask(() =>
              w.seen.push([
                header.textContent?.trim() ?? "",
                document.querySelector(sel)?.textContent?.trim() ?? "(no row)"
              ])
            )
          ).observe(header, { subtree: true, characterData: true, childList: true })
        }, listed)
        await H.explain(
          page.waitForFunction(
            () => new Set((window as unknown as { seen: Array<[string, string]> }).seen.map(([h]) => h)).size >= 4,
            undefined,
            { timeout: 60_000, polling: 200 }
          ),
          "the header's price changed fewer than 4 times"
        )
        const seen = await page.evaluate(() => (window as unknown as { seen: Array<[string, string]> }).seen)
        expect(seen.filter(([header, list]) => header !== list)).toEqual([])
        expect(errors).toEqual([])
      })
    )
  }
)
