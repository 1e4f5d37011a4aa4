/**
 * Conditional orders listed and drawn as set (issue 72, defects 1 and 2), in the test browser at 1440×900 under
 * en-US (New York) and 390×844 touch under de-DE (Berlin), each checked against the exchange's own state (signed REST
 * on the emulator, not the page): a conditional market buy triggered by the mark price reaches the exchange with
 * `triggerBy: MarkPrice`; its row says "Market" for its price (not the exchange's protection price, which `price`
 * carries) and its trigger with the price it triggers by; the chart draws a line at the trigger and none at the
 * protection price; a position's take-profit saved to trigger by the mark price says so in the positions table.
 */
import { expect, layer } from "@effect/vitest"
import * as Effect from "effect/Effect"
import type { Page } from "playwright-core"
import { waitForValue } from "../support/WaitFor.js"
import * as F from "./e2e/Figures.js"
import * as H from "./e2e/Harness.js"

/** Waits until the exchange's state read by `read` is accepted; the last value read names a failure. */
const exchangeState = <A>(read: () => Promise<A>, accept: (a: A) => boolean, what: string): Promise<A> =>
  Effect.runPromise(waitForValue(Effect.promise(read), accept, what, { timeout: "20 seconds", interval: "100 millis" }))

const submitted = async (page: Page): Promise<string> => {
  await page.click(H.byId("order-submit"))
  await page.waitForSelector(H.byId("order-result"), { timeout: 15_000 })
  return H.text(page, "order-result")
}

const cases: ReadonlyArray<H.Where> = [
  { size: H.screens[0] as H.Size, zone: H.zones[1] as H.Zone },
  { size: H.screens[1] as H.Size, zone: H.zones[0] as H.Zone }
]

layer(H.app, { timeout: "300 seconds", excludeTestServices: true })("React app: conditional orders as set", (it) => {
  for (const where of cases) {
    const { size, zone } = where
    it.effect(
      `${H.nameOf(where)}: a conditional market order by the mark price is listed and drawn at its trigger; a TP's trigger-by is shown once saved`,
      () =>
        H.browse(async ({ browser, served }) => {
          const symbol = size.symbol
          const typed = (text: string) => text.replace(".", F.separators(zone.locale).decimal)
          const m = await F.market(served, "linear", symbol)
          const { page, errors } = await H.open(browser, served.url(), size, `?category=linear&symbol=${symbol}`, zone)
          await H.connectDemoKeys(page, size)
          await H.showTab(page, size, "orders")
          await page.waitForSelector(H.byId("order-submit"), { timeout: 20_000 })
          const qty = (Number(m.minQty) * 10).toFixed(F.decimals(m.step))
          const trigger = F.onTick(m.last * 0.97, m.tick)
          await page.click(H.byId("order-side-buy"))
          await page.click(H.byId("order-type-market"))
          await page.check(H.byId("order-conditional"))
          await page.fill(H.byId("order-trigger"), typed(trigger))
          await page.selectOption(H.byId("order-trigger-by"), "MarkPrice")
          await page.fill(H.byId("order-qty"), typed(qty))
          const orderId = await submitted(page)

          // the exchange holds it by the mark price; its `price` is the protection price, not the trigger
          const held = await exchangeState(
            async () =>
              (
                await F.signed<{ list: ReadonlyArray<Record<string, string>> }>(served, "GET", "/v5/order/realtime", {
                  category: "linear",
                  symbol,
                  orderId
                })
              ).list[0],
            (o) => o !== undefined,
            "the exchange's conditional order"
          )
          expect([held?.orderStatus, held?.triggerBy, Number(held?.triggerPrice)]).toEqual([
            "Untriggered",
            "MarkPrice",
            Number(trigger)
          ])
          const protection = Number(held?.price)

          // listed at its trigger, by the mark price, its price "Market"
          await H.accountTab(page, size, "conditional")
          const row = `${H.byId("conditional-orders-table")} [data-order-id="${orderId}"]`
          await page.waitForSelector(row, { timeout: 20_000 })
          expect(await page.textContent(`${row} ${H.byId("order-price-shown")}`)).toBe("Market")
          const shown = (await page.textContent(`${row} ${H.byId("order-trigger-shown")}`)) ?? ""
          const [at, by] = shown.replace("@", "").split("·")
          expect([F.localFigure(at, zone.locale), by?.trim()]).toEqual([Number(trigger), "Mark"])
          await H.shot(page, size, "conditional-market-by-mark")

          // drawn at its trigger, not at the protection price
          await H.showTab(page, size, "chart")
          const drawn = async () =>
            JSON.parse((await page.getAttribute(H.byId("chart"), "data-line-prices")) ?? "[]") as Array<string>
          await H.explain(
            page.waitForFunction(
              ([sel, price]) =>
                (
                  JSON.parse(
                    document.querySelector(sel ?? "")?.getAttribute("data-line-prices") ?? "[]"
                  ) as Array<string>
                ).some((l) => l.endsWith(`@${price}`) && l.includes("trigger Mark")),
              [H.byId("chart"), String(Number(trigger))] as const,
              { timeout: 20_000, polling: 100 }
            ),
            "the trigger was not drawn"
          )
          expect(await drawn()).not.toContainEqual(expect.stringMatching(new RegExp(`@${protection}$`)))

          // a position's take-profit by the mark price: shown as such once saved
          await H.showTab(page, size, "orders")
          await page.uncheck(H.byId("order-conditional"))
          await page.click(H.byId("order-type-market"))
          await page.fill(H.byId("order-qty"), typed(qty))
          await submitted(page)
          await H.accountTab(page, size, "positions")
          const position = `${H.byId("position-row")}[data-symbol="${symbol}"]`
          await page.waitForSelector(position, { timeout: 20_000 })
          const stopsSent: Array<string> = []
          page.on("request", (request) => {
            if (request.url().includes("/v5/position/trading-stop")) stopsSent.push(request.postData() ?? "")
          })
          const takeProfit = F.onTick(m.last * 1.05, m.tick)
          await page.click(`${position} ${H.byId("position-tpsl-edit")}`)
          await page.fill(H.byId("position-tp"), typed(takeProfit))
          await page.selectOption(H.byId("position-tp-by"), "MarkPrice")
          await page.click(H.byId("position-tpsl-save"))
          await page.waitForSelector(H.byId("position-tpsl-save"), { state: "detached", timeout: 15_000 })
          await exchangeState(
            async () => (await F.positions(served, symbol))[0],
            (p) => Number(p?.takeProfit) === Number(takeProfit),
            "the exchange's take profit"
          )
          expect(JSON.parse(stopsSent.at(-1) ?? "{}")).toMatchObject({ tpTriggerBy: "MarkPrice" })
          await H.untilText(page, "position-tp-by-shown", "(Mark)")
          await H.shot(page, size, "position-tp-by-mark")
          await H.noLayoutProblems(page)
          expect(errors).toEqual([])
        }),
      200_000
    )
  }
})
