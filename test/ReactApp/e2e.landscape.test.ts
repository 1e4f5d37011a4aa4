/**
 * A phone turned sideways (issue 72, defect 8), 844×390 touch under en-US (New York) and de-DE (Berlin): the drawing
 * tools' "Delete" reads whole (it was clipped to "Dele"), and the order book's header stands above its first row
 * (it overlapped it).
 */
import { expect, layer } from "@effect/vitest"
import * as H from "./e2e/Harness.js"

const size = H.landscape

layer(H.app, { timeout: "300 seconds", excludeTestServices: true })("React app: a phone sideways", (it) => {
  for (const zone of H.zones) {
    it.effect(`${H.nameOf({ size, zone })}: "Delete" whole; the book's header above its first row`, () =>
      H.browse(async ({ browser, served }) => {
        const { page, errors } = await H.open(
          browser,
          served.url(),
          size,
          `?category=linear&symbol=${size.symbol}`,
          zone
        )
        await H.showTab(page, size, "chart")
        await page.waitForSelector(H.byId("draw-delete"), { timeout: 30_000 })
        const del = await page.$eval(H.byId("draw-delete"), (b) => {
          const r = b.getBoundingClientRect()
          // what the row around it lets show of it
          let clipRight = Number.POSITIVE_INFINITY
          for (let p = b.parentElement; p !== null; p = p.parentElement) {
            if (getComputedStyle(p).overflowX !== "visible")
              clipRight = Math.min(clipRight, p.getBoundingClientRect().right)
          }
          return { text: b.textContent, overflows: b.scrollWidth > b.clientWidth + 1, right: r.right, clipRight }
        })
        expect(del.overflows, JSON.stringify(del)).toBe(false)
        expect(del.right, JSON.stringify(del)).toBeLessThanOrEqual(del.clipRight + 1)
        await H.shot(page, size, `landscape-chart-${zone.locale}`)

        await H.showTab(page, size, "book")
        await page.waitForSelector(H.byId("book-ask"), { timeout: 45_000 })
        const book = await page.$eval(H.byId("book-ask"), (row) => {
          const panel = row.closest(".panel")
          const head = panel?.querySelector(".book-head") ?? panel?.querySelector(".book-header")
          const firstAsk = panel?.querySelectorAll('[data-testid="book-ask"]')
          const visibleRows = Array.from(firstAsk ?? []).map((r) => r.getBoundingClientRect())
          const box = row.parentElement?.getBoundingClientRect()
          return {
            headBottom: head?.getBoundingClientRect().bottom ?? -1,
            headFound: head !== null && head !== undefined,
            boxTop: box?.top ?? -1,
            topRow: Math.min(...visibleRows.filter((r) => r.bottom > (box?.top ?? 0)).map((r) => r.top))
          }
        })
        await H.shot(page, size, `landscape-book-${zone.locale}`)
        expect(book.headFound, JSON.stringify(book)).toBe(true)
        expect(book.headBottom, JSON.stringify(book)).toBeLessThanOrEqual(book.boxTop + 1)
        expect(errors).toEqual([])
      })
    )
  }
})
