/**
 * Sizes in USDT (issue 72, missing beside Bybit's page), in the test browser at 1440×900 under en-US (New York) and at
 * 390×844 touch under de-DE (Berlin), figures typed and read in the reader's digits: a linear limit buy's size typed
 * in USDT shows the quantity it will send (the amount over the price, down to the instrument's `qtyStep`), and the
 * order the exchange lists (signed REST on the emulator, not the page) carries that quantity; an amount whose
 * quantity is below `minOrderQty` is refused in words, with the smallest amount that would do, and nothing is placed;
 * a market buy sized in USDT opens the position of the quantity shown (at the last price).
 */
import { expect, layer } from "@effect/vitest"
import * as Effect from "effect/Effect"
import { waitForValue } from "../support/WaitFor.js"
import * as F from "./e2e/Figures.js"
import * as H from "./e2e/Harness.js"

const cases: ReadonlyArray<H.Where> = [
  { size: H.screens[0] as H.Size, zone: H.zones[1] as H.Zone },
  { size: H.screens[1] as H.Size, zone: H.zones[0] as H.Zone }
]

interface Listed {
  readonly orderId: string
  readonly qty: string
  readonly price: string
  readonly side: string
}

const openOrders = async (served: H.Served, symbol: string): Promise<ReadonlyArray<Listed>> =>
  (await F.signed<{ list: ReadonlyArray<Listed> }>(served, "GET", "/v5/order/realtime", { category: "linear", symbol }))
    .list

layer(H.app, { timeout: "300 seconds", excludeTestServices: true })("React app: sizes in USDT", (it) => {
  for (const [n, where] of cases.entries()) {
    const symbol = n === 0 ? "BTCUSDT" : "ETHUSDT"
    it.effect(`${H.nameOf(where)}: a size in USDT is sent as the quantity shown; below the minimum it is refused`, () =>
      H.browse(async ({ browser, served }) => {
        const { size, zone } = where
        const local = (text: string) => (zone.locale === "de-DE" ? text.replace(".", ",") : text)
        const m = await F.market(served, "linear", symbol)
        const base = symbol.replace("USDT", "")
        const { page, errors } = await H.open(browser, served.url(), size, `?category=linear&symbol=${symbol}`, zone)
        await H.connectDemoKeys(page, size)
        await H.showTab(page, size, "orders")
        await page.waitForSelector(H.byId("order-submit"), { timeout: 20_000 })
        const price = F.onTick(m.bid * 0.6, m.tick)
        await page.click(H.byId("order-side-buy"))
        await page.click(H.byId("order-type-limit"))
        await page.fill(H.byId("order-price"), local(price))
        // the unit switches to USDT
        expect(await H.text(page, "order-qty-unit")).toBe(base)
        await page.click(H.byId("order-qty-unit"))
        await H.untilAttribute(page, H.byId("order-qty-unit"), "data-size-in", "quote")
        expect(await H.text(page, "order-qty-unit")).toBe("USDT")
        // 7.5 minimum quantities' worth: 7 steps of the minimum are sent
        const step = Number(m.step)
        const amount = (Number(price) * Number(m.minQty) * 7.5).toFixed(2)
        const expected = (Math.floor(Number(amount) / Number(price) / step + 1e-9) * step).toFixed(F.decimals(m.step))
        expect(Number(expected)).toBeGreaterThanOrEqual(Number(m.minQty) * 7)
        await page.fill(H.byId("order-qty"), local(amount))
        await H.untilAttribute(page, H.byId("order-qty-sent"), "data-qty", expected)
        expect(await H.text(page, "order-qty-sent")).toBe(`Sends ${local(expected)} ${base}`)
        await H.shot(page, size, `usdt-size-${zone.locale}`)
        await H.noLayoutProblems(page)
        const before = await openOrders(served, symbol)
        await page.click(H.byId("order-submit"))
        await page.waitForSelector(H.byId("order-success"), { timeout: 15_000 })
        const after = await openOrders(served, symbol)
        const placed = after.filter((o) => !before.some((b) => b.orderId === o.orderId))
        expect(placed.map((o) => [o.side, Number(o.price), o.qty])).toEqual([["Buy", Number(price), expected]])
        // half a minimum's worth is refused in words, and nothing is placed
        const small = (Number(price) * Number(m.minQty) * 0.5).toFixed(2)
        await page.fill(H.byId("order-qty"), local(small))
        await page.waitForSelector(`${H.byId("order-qty-sent")}[role="alert"]`, { timeout: 15_000 })
        const said = await H.text(page, "order-qty-sent")
        // the amount as the trader typed it, written as a plain decimal (19.70 as 19.7)
        expect(said).toContain(
          `${local(String(Number(small)))} USDT is below the minimum of ${local(String(Number(m.minQty)))} ${base}`
        )
        await page.click(H.byId("order-submit"))
        await page.waitForSelector(H.byId("order-error"), { timeout: 15_000 })
        expect(await H.text(page, "order-error")).toBe(said)
        expect((await openOrders(served, symbol)).length).toBe(after.length)
        await H.shot(page, size, `usdt-size-refused-${zone.locale}`)
        // back to the base coin: the field is cleared and the quantity typed is sent as it is
        await page.click(H.byId("order-qty-unit"))
        await H.untilAttribute(page, H.byId("order-qty-unit"), "data-size-in", "base")
        expect(await page.inputValue(H.byId("order-qty"))).toBe("")
        expect(await page.$(H.byId("order-qty-sent"))).toBeNull()
        await F.signed(served, "POST", "/v5/order/cancel-all", { category: "linear", symbol })
        // a market buy of 7.5 minimum quantities' worth at the last price: a position of 7 steps of the minimum
        await page.click(H.byId("order-type-market"))
        await page.click(H.byId("order-qty-unit"))
        await H.untilAttribute(page, H.byId("order-qty-unit"), "data-size-in", "quote")
        const now = await F.market(served, "linear", symbol)
        const worth = (now.last * Number(m.minQty) * 7.5).toFixed(2)
        const bought = (Math.floor(Number(worth) / now.last / step + 1e-9) * step).toFixed(F.decimals(m.step))
        await page.fill(H.byId("order-qty"), local(worth))
        await H.untilAttribute(page, H.byId("order-qty-sent"), "data-qty", bought)
        await page.click(H.byId("order-submit"))
        await page.waitForSelector(H.byId("order-success"), { timeout: 15_000 })
        const held = await Effect.runPromise(
          waitForValue(
            Effect.promise(() => F.positions(served, symbol)),
            (ps) => ps.some((p) => Number(p.size) > 0),
            "the position the market buy opened",
            { timeout: "20 seconds", interval: "100 millis" }
          )
        )
        expect(held.find((p) => Number(p.size) > 0)?.size).toBe(bought)
        await F.signed(served, "POST", "/v5/order/create", {
          category: "linear",
          symbol,
          side: "Sell",
          orderType: "Market",
          qty: bought,
          reduceOnly: "true"
        })
        expect(errors).toEqual([])
      })
    )
  }
})
