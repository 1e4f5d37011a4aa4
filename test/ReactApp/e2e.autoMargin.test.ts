/**
 * Auto-add margin (issue 72, missing beside Bybit's page), in the test browser at 1440×900 under en-US (New York) and
 * at 390×844 touch under de-DE (Berlin): an isolated position's margin row has an "Auto-add margin" box, off as the
 * position says; ticked, the exchange's position (signed REST on the emulator, not the page) reads `autoAddMargin` 1
 * and the box stays ticked from the position pushed back; unticked, 0. Under cross margin the exchange refuses the
 * switch (110076) and the page offers no margin row at all.
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

/** The demo account's `autoAddMargin` of its position in `symbol`, once it reads `expected`. */
const autoAddMarginIs = (served: H.Served, symbol: string, expected: number) =>
  Effect.runPromise(
    waitForValue(
      Effect.promise(async () => {
        const listed = await F.signed<{ list: ReadonlyArray<{ size: string; autoAddMargin: number | string }> }>(
          served,
          "GET",
          "/v5/position/list",
          { category: "linear", symbol }
        )
        return listed.list.find((p) => Number(p.size) > 0)?.autoAddMargin
      }),
      (on) => Number(on) === expected,
      `the position's autoAddMargin ${expected}`,
      { timeout: "20 seconds", interval: "100 millis" }
    )
  )

layer(H.app, { timeout: "300 seconds", excludeTestServices: true })("React app: auto-add margin", (it) => {
  for (const [n, where] of cases.entries()) {
    const symbol = n === 0 ? "ETHUSDT" : "SOLUSDT"
    it.effect(`${H.nameOf(where)}: an isolated position's auto-add margin turned on and off reaches the exchange`, () =>
      H.browse(async ({ browser, served }) => {
        const { size, zone } = where
        const m = await F.market(served, "linear", symbol)
        const qty = (Number(m.minQty) * 10).toFixed(F.decimals(m.step))
        const { page, errors } = await H.open(browser, served.url(), size, `?category=linear&symbol=${symbol}`, zone)
        await H.connectDemoKeys(page, size)
        // cross margin first: the exchange refuses the switch, and the page offers no margin row
        await F.signed(served, "POST", "/v5/order/create", {
          category: "linear",
          symbol,
          side: "Buy",
          orderType: "Market",
          qty
        })
        await expect(
          F.signed(served, "POST", "/v5/position/set-auto-add-margin", { category: "linear", symbol, autoAddMargin: 1 })
        ).rejects.toThrow(/110076/)
        await H.accountTab(page, size, "positions")
        const row = `${H.byId("position-row")}[data-symbol="${symbol}"]`
        await page.waitForSelector(`${row} ${H.byId("position-close")}`, { timeout: 30_000 })
        expect(await page.$(`${row} ${H.byId("position-margin-edit")}`)).toBeNull()
        await F.signed(served, "POST", "/v5/order/create", {
          category: "linear",
          symbol,
          side: "Sell",
          orderType: "Market",
          qty,
          reduceOnly: "true"
        })
        await H.untilCount(page, row, 0, 30_000)
        // isolated: the box is off as the position says, and each change reaches the exchange
        await H.marginMode(page, size, "isolated")
        await F.signed(served, "POST", "/v5/order/create", {
          category: "linear",
          symbol,
          side: "Buy",
          orderType: "Market",
          qty
        })
        await H.accountTab(page, size, "positions")
        await page.click(`${row} ${H.byId("position-margin-edit")}`)
        const box = H.byId("position-auto-margin")
        await H.untilAttribute(page, box, "data-on", "0")
        expect(await page.isChecked(box)).toBe(false)
        await page.click(box)
        await autoAddMarginIs(served, symbol, 1)
        await H.untilAttribute(page, box, "data-on", "1")
        expect(await page.isChecked(box)).toBe(true)
        await H.shot(page, size, `auto-margin-${zone.locale}`)
        await H.noLayoutProblems(page)
        await page.click(box)
        await autoAddMarginIs(served, symbol, 0)
        await H.untilAttribute(page, box, "data-on", "0")
        expect(await page.isChecked(box)).toBe(false)
        expect(await page.$(H.byId("position-margin-error"))).toBeNull()
        // leave the account as found: flat and cross
        await F.signed(served, "POST", "/v5/order/create", {
          category: "linear",
          symbol,
          side: "Sell",
          orderType: "Market",
          qty,
          reduceOnly: "true"
        })
        await H.untilCount(page, row, 0, 30_000)
        await H.marginMode(page, size, "cross")
        expect(errors).toEqual([])
      })
    )
  }
})
