/**
 * Input in the reader's locale (issue 60), in the test browser at the three screens (1440×900, 390×844 and 844×390
 * touch) under de-DE (Berlin): a quantity typed with a decimal comma, "0,01", is understood at once (the order's
 * value shows, not "—"), stays shown as typed, and is sent as 0.01 (the exchange's order holds 0.010); Max is written
 * with the decimal comma; a position's take-profit typed "…,5" is set at ….5.
 */
import { expect, layer } from "@effect/vitest"
import * as H from "./e2e/Harness.js"

const german = H.zones.find((z) => z.locale === "de-DE") as H.Zone

layer(H.browserOnly, { timeout: "600 seconds", excludeTestServices: true })("React app: the reader's locale", (it) => {
  for (const size of H.screens) {
    it.effect(
      `${H.nameOf({ size, zone: german })}: "0,01" typed as the quantity is understood and sent as 0.01`,
      () =>
        H.browseOwn(async ({ browser, served }) => {
          const symbol = "BTCUSDT"
          const emulator = served.handle().emulator
          const { page, errors } = await H.open(
            browser,
            served.url(),
            size,
            `?category=linear&symbol=${symbol}`,
            german
          )
          await H.untilText(page, "ticker-price", /\d/)
          await H.connectDemoKeys(page, size)
          // on a phone the order form is in the Orders tab
          await H.showTab(page, size, "orders")
          await page.waitForSelector(H.byId("order-submit"), { timeout: 30_000 })
          await page.click(H.byId("order-side-buy"))
          await page.click(H.byId("order-type-market"))
          // the largest quantity, written the German way (a point there would group thousands: "7.373" reads 7373)
          await H.untilText(page, "order-max", /^\d+,\d{3} BTC$/)
          await page.fill(H.byId("order-qty"), "0,01")
          expect(await page.inputValue(H.byId("order-qty"))).toBe("0,01")
          // understood before any submit: the order's value in USDT, written the German way
          await H.untilText(page, "order-cost", /^[\d.]+,\d+ USDT/)
          await page.click(H.byId("order-submit"))
          await page.waitForSelector(H.byId("order-result"), { timeout: 30_000 })
          const orderId = await H.text(page, "order-result")
          const order = emulator.admin.exchange.engine
            .orders({ accountId: emulator.uid, category: "linear", openOnly: false })
            .find((o) => o.orderId === orderId)
          expect(order?.qty).toBe("0.010")

          // the position's take-profit typed with the decimal comma reaches the exchange as that price
          const last = Number(order?.avgPrice)
          const takeProfit = `${Math.round(last * 1.02)},5`
          await H.accountTab(page, size, "positions")
          const row = `${H.byId("position-row")}[data-symbol="${symbol}"]`
          await page.waitForSelector(`${row} ${H.byId("position-tpsl-edit")}`, { timeout: 30_000 })
          await page.click(`${row} ${H.byId("position-tpsl-edit")}`)
          await page.fill(H.byId("position-tp"), takeProfit)
          expect(await page.inputValue(H.byId("position-tp"))).toBe(takeProfit)
          await page.click(H.byId("position-tpsl-save"))
          await H.explain(
            page.waitForFunction(
              ([sel, tp]) =>
                // German figures: points group, the comma is the decimal
                (document.querySelector(sel ?? "")?.textContent ?? "")
                  .replace(/\./g, "")
                  .replace(/,/g, ".")
                  .includes(tp ?? ""),
              [`${row} ${H.byId("position-tpsl")}`, String(Math.round(last * 1.02) + 0.5)] as const,
              { timeout: 30_000 }
            ),
            "the position never showed the take-profit typed with a decimal comma"
          )
          expect(errors).toEqual([])
        }),
      180_000
    )
  }
})
