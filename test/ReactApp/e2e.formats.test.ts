/**
 * One formatter per kind (issue 72, defect 6), in the test browser at 1440×900: under de-DE (Berlin) the open interest
 * is compact as in English ("50,66K", not "50.659,08"), every size in the book has the lot's decimals ("112,000" beside
 * "117,820", not "112"), "Last" types the last price at the tick ("65247,9", not "65247,90") and a price typed with
 * German grouping ("61.234,5") is taken: the exchange holds the order at that price. Under en-US (New York) a
 * position's uPnL and realised PnL have four decimals and a true minus sign when negative, never a hyphen.
 */
import { expect, layer } from "@effect/vitest"
import * as F from "./e2e/Figures.js"
import * as H from "./e2e/Harness.js"

const size = H.screens[0] as H.Size
const german = H.zones[0] as H.Zone
const english = H.zones[1] as H.Zone

layer(H.app, { timeout: "300 seconds", excludeTestServices: true })("React app: one formatter per kind", (it) => {
  it.effect(
    `${H.nameOf({ size, zone: german })}: OI compact, book sizes to the lot, "Last" at the tick, "61.234,5" taken`,
    () =>
      H.browse(async ({ browser, served }) => {
        const symbol = size.symbol
        const m = await F.market(served, "linear", symbol)
        const { page } = await H.open(browser, served.url(), size, `?category=linear&symbol=${symbol}`, german)
        // open interest: compact as in every locale, the German digits
        await H.untilText(page, "ticker-oi", /\d/)
        const oi = await H.text(page, "ticker-oi")
        expect(oi).toMatch(/^\d{1,3}(,\d{1,2})?[KMBT]?$/)

        // the market list writes a price as the header does: at the tick, in the reader's digits
        const tickDecimals = F.decimals(m.tick)
        const atTick = new RegExp(`^\\d{1,3}(\\.\\d{3})*${tickDecimals > 0 ? `,\\d{${tickDecimals}}` : ""}$`)
        await H.untilText(page, "ticker-price", atTick)
        const listed = `${H.byId("market-row")}[data-symbol="${symbol}"] ${H.byId("market-price")}`
        await page.waitForSelector(listed, { timeout: 20_000 })
        expect(await page.textContent(listed)).toMatch(atTick)

        // the depth chart's price axis in the reader's digits too ("64.815,0"; it wrote "64815.0" in every locale)
        await H.explain(
          page.waitForFunction(
            (source) => {
              const axis = JSON.parse(
                document.querySelector('[data-testid="depth-chart"]')?.getAttribute("data-axis") ?? "[]"
              ) as Array<string>
              return axis.length >= 2 && axis.every((l) => new RegExp(source).test(l))
            },
            atTick.source,
            { timeout: 20_000, polling: 100 }
          ),
          "the depth chart's price axis was not written in German digits"
        )

        // every size and total in the book to the lot's decimals (BTC's 0.001: "0,610", was "0,61" beside "0,363"):
        // read until a size or total ending in a zero is on the screen (the book moves; within seconds one is), or 10 s
        await page.waitForSelector(H.byId("book-bid"), { timeout: 45_000 })
        const lot = F.decimals(m.step)
        const book = await page
          .waitForFunction(
            (decimals) => {
              const texts = Array.from(
                document.querySelectorAll('[data-testid="book-bid"] .num, [data-testid="book-ask"] .num')
              ).map((c) => c.textContent ?? "")
              const value = (t: string) => Number(t.replace(/\./g, "").replace(",", "."))
              const zero = texts.find((t) => Math.round(value(t) * 10 ** decimals) % 10 === 0 && value(t) > 0)
              return zero === undefined ? false : { zero, texts }
            },
            lot,
            { timeout: 10_000, polling: 100 }
          )
          .then(async (h): Promise<{ zero: string | undefined; texts: Array<string> }> => {
            const found = await h.jsonValue()
            return found === false ? { zero: undefined, texts: [] } : found
          })
          .catch(async () => ({
            zero: undefined as string | undefined,
            texts: await page.$$eval('[data-testid="book-bid"] .num, [data-testid="book-ask"] .num', (cells) =>
              cells.map((c) => c.textContent ?? "")
            )
          }))
        expect(book.texts.length).toBeGreaterThan(0)
        const notAtLot = book.texts.filter((t) => (lot === 0 ? t.includes(",") : t.split(",")[1]?.length !== lot))
        expect(notAtLot, `sizes not at the lot's ${lot} decimals (one ending in zero: ${book.zero})`).toEqual([])

        // "Last" types the last price at the tick
        await H.connectDemoKeys(page, size)
        await H.showTab(page, size, "orders")
        await page.waitForSelector(H.byId("order-submit"), { timeout: 20_000 })
        await page.click(H.byId("order-side-buy"))
        await page.click(H.byId("order-type-limit"))
        await page.click(H.byId("order-price-last"))
        const typed = await page.inputValue(H.byId("order-price"))
        expect(typed, "the last price as typed").toMatch(
          new RegExp(`^\\d+${F.decimals(m.tick) > 0 ? `,\\d{${F.decimals(m.tick)}}` : ""}$`)
        )

        // a price written with German grouping is taken as that price
        const price = F.onTick(m.bid * 0.9, m.tick)
        const grouped = Number(price).toLocaleString("de-DE", {
          minimumFractionDigits: F.decimals(m.tick),
          maximumFractionDigits: F.decimals(m.tick)
        })
        expect(grouped).toContain(".")
        await page.fill(H.byId("order-price"), grouped)
        await page.fill(H.byId("order-qty"), m.minQty.replace(".", ","))
        await page.click(H.byId("order-submit"))
        await page.waitForSelector(H.byId("order-result"), { timeout: 15_000 })
        const orderId = await H.text(page, "order-result")
        const held = H.exchange(served.handle())
          .openOrders("linear", symbol)
          .find((o) => o.orderId === orderId)
        expect(Number(held?.price)).toBe(Number(price))
        await H.shot(page, size, "formats-de")
      }),
    200_000
  )

  it.effect(`${H.nameOf({ size, zone: english })}: uPnL and realised PnL to four decimals, the true minus`, () =>
    H.browse(async ({ browser, served }) => {
      const symbol = "SOLUSDT"
      const m = await F.market(served, "linear", symbol)
      const { page } = await H.open(browser, served.url(), size, `?category=linear&symbol=${symbol}`, english)
      await H.connectDemoKeys(page, size)
      await H.showTab(page, size, "orders")
      await page.waitForSelector(H.byId("order-submit"), { timeout: 20_000 })
      await page.click(H.byId("order-side-buy"))
      await page.click(H.byId("order-type-market"))
      const tenLots = (Number(m.minQty) * 10).toFixed(F.decimals(m.step))
      await page.fill(H.byId("order-qty"), tenLots)
      await page.click(H.byId("order-submit"))
      await page.waitForSelector(H.byId("order-result"), { timeout: 15_000 })
      // the tape writes sizes to the lot as the book does ("1.0" at SOL's 0.1, was "1"): read once a print ending in
      // a zero at the lot is on it (the buy's own ten lots, unless the fill was split), or after 20 s
      await page
        .waitForFunction(
          (decimals) =>
            Array.from(document.querySelectorAll('[data-testid="trade-row"] .num:not(.muted)')).some((c) => {
              const v = Number((c.textContent ?? "").replace(/,/g, ""))
              return v > 0 && Math.round(v * 10 ** decimals) % 10 === 0
            }),
          F.decimals(m.step),
          { timeout: 20_000, polling: 100 }
        )
        .catch(() => undefined)
      const lot = F.decimals(m.step)
      const tape = await page.$$eval('[data-testid="trade-row"] .num:not(.muted)', (cells) =>
        cells.map((c) => c.textContent ?? "")
      )
      expect(
        tape.filter((t) => (lot === 0 ? t.includes(".") : t.split(".")[1]?.length !== lot)),
        tape.join(" ")
      ).toEqual([])
      await H.accountTab(page, size, "positions")
      const row = `${H.byId("position-row")}[data-symbol="${symbol}"]`
      await page.waitForSelector(row, { timeout: 20_000 })
      for (const id of ["position-upnl", "position-realised"]) {
        const text = (await page.textContent(`${row} ${H.byId(id)}`)) ?? ""
        // a fee paid: the realised PnL is negative
        expect(text, id).toMatch(/^\u2212?\d{1,3}(,\d{3})*\.\d{4}$/)
      }
      expect((await page.textContent(`${row} ${H.byId("position-realised")}`)) ?? "").toMatch(/^\u2212/)
      // the margin strip names each of its figures once (defect 8: two were "IM")
      await page.waitForSelector(H.byId("margin-ratio"), { timeout: 20_000 })
      const labels = await page.$$eval(`${H.byId("margin-ratio")} > span`, (spans) =>
        spans.map((s) => (s.firstChild?.textContent ?? "").trim())
      )
      expect(labels).toEqual(["MMR", "IMR", "IM", "MM"])
    })
  )
})
