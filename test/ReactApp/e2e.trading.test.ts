/**
 * The account side of the React app in the test browser, at 1440×900 and 390×844: keys (memory, opt-in
 * sessionStorage, never localStorage or the URL), market orders with their result in view, positions (open, TP/SL,
 * close) with their lines on the chart, fills and history, spot orders in the quote coin, the form's refusals in
 * words, amend and cancel. Each size trades its own symbol. Screenshots go to `test-results/`.
 */
import { expect, layer } from "@effect/vitest"
import type { Page } from "playwright-core"
import * as F from "./e2e/Figures.js"
import * as H from "./e2e/Harness.js"

const openForm = async (page: Page, size: H.Size) => {
  await H.showTab(page, size, "orders")
  await page.waitForSelector(H.byId("order-submit"), { timeout: 20_000 })
}

const fillLimit = async (page: Page, side: "buy" | "sell", price: string, qty: string) => {
  await page.click(H.byId(`order-side-${side}`))
  await page.click(H.byId("order-type-limit"))
  await page.fill(H.byId("order-price"), price)
  await page.fill(H.byId("order-qty"), qty)
}

/** The order form's refusal after submitting. */
const refusal = async (page: Page): Promise<string> => {
  await page.click(H.byId("order-submit"))
  await page.waitForSelector(H.byId("order-error"), { timeout: 15_000 })
  return H.text(page, "order-error")
}

layer(H.app, { timeout: "240 seconds", excludeTestServices: true })("React app: the account side", (it) => {
  for (const size of H.sizes) {
    it.effect(
      `${size.name}: keys live in memory; kept in this tab's sessionStorage only when asked; never localStorage or the URL`,
      () =>
        H.browse(async ({ browser, served }) => {
          const { page } = await H.open(browser, served.url(), size)
          const secret = served.handle().emulator.apiSecret
          const apiKey = served.handle().emulator.apiKey
          const stores = () =>
            page.evaluate(() => ({
              local: JSON.stringify(Object.entries(localStorage)),
              session: JSON.stringify(Object.entries(sessionStorage)),
              url: location.href
            }))
          await H.connectDemoKeys(page, size, false)
          let seen = await stores()
          for (const where of [seen.local, seen.session, seen.url]) {
            expect(where).not.toContain(secret)
            expect(where).not.toContain(apiKey)
          }
          // the secret field is emptied once the keys are sent
          expect(await page.inputValue(H.byId("api-secret"))).toBe("")
          await page.click(H.byId("keys-demo"))
          await page.check(H.byId("keys-remember"))
          await page.click(H.byId("keys-connect"))
          await H.untilText(page, "keys-state", "connected")
          seen = await stores()
          expect(seen.session).toContain(secret)
          expect(seen.local).not.toContain(secret)
          expect(seen.local).not.toContain(apiKey)
          expect(seen.url).not.toContain(apiKey)
          await H.shot(page, size, "keys")
          await H.noLayoutProblems(page)
          await page.click(H.byId("keys-forget"))
          await H.untilText(page, "keys-state", "none")
          seen = await stores()
          expect(seen.session).not.toContain(secret)
          expect(await H.text(page, "private-state")).toBe("none")
          await page.context().close()
        }),
      90_000
    )

    it.effect(
      `${size.name}: a market buy shows its result in view at once; the position (liq. price, leverage) gets TP/SL, lines on the chart, and closes; fills and history follow`,
      () =>
        H.browse(async ({ browser, served }) => {
          const symbol = size.symbol
          const m = await F.market(served, "linear", symbol)
          const { page, errors } = await H.open(browser, served.url(), size, `?category=linear&symbol=${symbol}`)
          await H.connectDemoKeys(page, size)
          await openForm(page, size)
          const qty = (Number(m.minQty) * 10).toFixed(F.decimals(m.step))
          await page.click(H.byId("order-side-buy"))
          await page.click(H.byId("order-type-market"))
          await page.fill(H.byId("order-qty"), qty)
          expect(await H.text(page, "order-qty-unit")).toBe(symbol.replace("USDT", ""))
          expect(await H.text(page, "order-cost")).toMatch(/USDT/)
          expect(await H.text(page, "order-available")).toMatch(/^[\d,.]+ USDT$/)
          await page.click(H.byId("order-submit"))
          await page.waitForSelector(H.byId("order-result"), { timeout: 15_000 })
          // the result is where the trader looks, without scrolling
          expect(await H.inViewport(page, H.byId("order-success"))).toBe(true)
          await H.shot(page, size, "market-order")
          // the newest notice is the fill that completed the order
          await H.untilText(page, "fill-notice", new RegExp(`^Filled Buy [\\d.]+ ${symbol} at [\\d,.]+`), 15_000)

          await H.accountTab(page, size, "positions")
          const row = `${H.byId("position-row")}[data-symbol="${symbol}"]`
          await page.waitForSelector(row, { timeout: 15_000 })
          expect(
            Number((await page.textContent(`${row} ${H.byId("position-size")}`))?.replace(/,/g, ""))
          ).toBeGreaterThanOrEqual(Number(qty))
          expect(await page.textContent(`${row} ${H.byId("position-leverage")}`)).toMatch(/^[\d.]+x$/)
          expect(await page.textContent(`${row} ${H.byId("position-liq")}`)).toMatch(/^[\d,.]+$|^—$/)

          // near the price, so the lines are inside the chart's price range and a person sees them
          const takeProfit = F.onTick(m.last * 1.015, m.tick)
          const stopLoss = F.onTick(m.last * 0.985, m.tick)
          await page.click(`${row} ${H.byId("position-tpsl-edit")}`)
          await page.fill(H.byId("position-tp"), takeProfit)
          await page.fill(H.byId("position-sl"), stopLoss)
          await page.click(H.byId("position-tpsl-save"))
          await H.explain(
            page.waitForFunction(
              ([sel, tp]) =>
                (document.querySelector(sel ?? "")?.textContent ?? "").replace(/,/g, "").includes(tp ?? ""),
              [`${row} ${H.byId("position-tpsl")}`, String(Number(takeProfit))] as const,
              { timeout: 15_000 }
            ),
            "the position never showed its take-profit"
          )
          // entry, TP and SL are drawn on the chart
          await H.explain(
            page.waitForFunction(
              (sel) => Number(document.querySelector(sel)?.getAttribute("data-lines") ?? 0) >= 3,
              H.byId("chart"),
              {
                timeout: 15_000
              }
            ),
            "the chart never drew the position's lines"
          )
          await H.shot(page, size, "position")
          await H.noLayoutProblems(page)

          await page.click(`${row} ${H.byId("position-close")}`)
          await page.click(H.byId("position-close-confirm"))
          await page.waitForSelector(row, { state: "detached", timeout: 15_000 })
          await H.accountTab(page, size, "history")
          await H.untilCount(page, `${H.byId("order-history-row")}[data-status="Filled"]`, 2)
          await H.accountTab(page, size, "trades")
          await H.untilCount(page, H.byId("trade-history-row"), 2)
          await H.shot(page, size, "trade-history")
          await H.noLayoutProblems(page)
          expect(errors).toEqual([])
          await page.context().close()
        }),
      150_000
    )

    it.effect(
      `${size.name}: a spot market buy says its unit, and the trader chooses it (quote coin here)`,
      () =>
        H.browse(async ({ browser, served }) => {
          const { page } = await H.open(browser, served.url(), size, `?category=spot&symbol=${size.symbol}`)
          await H.connectDemoKeys(page, size)
          await openForm(page, size)
          await page.click(H.byId("order-side-buy"))
          await page.click(H.byId("order-type-market"))
          const units = await page.$$eval(`${H.byId("order-unit")} option`, (os) => os.map((o) => o.textContent))
          expect(units).toEqual([size.symbol.replace("USDT", ""), "USDT"])
          await page.selectOption(H.byId("order-unit"), "quoteCoin")
          await page.fill(H.byId("order-qty"), "25")
          expect(await H.text(page, "order-cost")).toBe("25 USDT")
          await page.click(H.byId("order-submit"))
          await page.waitForSelector(H.byId("order-result"), { timeout: 15_000 })
          expect(await H.inViewport(page, H.byId("order-success"))).toBe(true)
          await H.accountTab(page, size, "trades")
          await H.untilCount(page, H.byId("trade-history-row"), 1)
          await H.accountTab(page, size, "wallet")
          await page.waitForSelector(`${H.byId("wallet-row")}[data-coin="${size.symbol.replace("USDT", "")}"]`, {
            timeout: 15_000
          })
          await H.shot(page, size, "spot-wallet")
          await H.noLayoutProblems(page)
          await page.context().close()
        }),
      120_000
    )

    it.effect(
      `${size.name}: bad input is refused in words before anything is sent; long messages wrap`,
      () =>
        H.browse(async ({ browser, served }) => {
          const symbol = size.symbol
          const m = await F.market(served, "linear", symbol)
          const { page } = await H.open(browser, served.url(), size, `?category=linear&symbol=${symbol}`)
          await H.connectDemoKeys(page, size)
          await openForm(page, size)
          const before = H.exchange(served.handle()).openOrders("linear", symbol).length
          const price = F.onTick(m.bid * 0.6, m.tick)
          const base = symbol.replace("USDT", "")
          await fillLimit(page, "buy", price, "abc")
          expect(await refusal(page)).toBe("Quantity must be a positive number, like 0.5")
          await page.fill(H.byId("order-qty"), (Number(m.minQty) / 10).toString())
          expect(await refusal(page)).toBe(`Quantity is below the minimum of ${Number(m.minQty)} ${base}`)
          const qty = (Number(m.minQty) * 10).toFixed(F.decimals(m.step))
          await page.fill(H.byId("order-qty"), qty)
          await page.fill(H.byId("order-price"), `${price}${F.decimals(m.tick) === 0 ? ".5" : "3"}`)
          expect(await refusal(page)).toBe(`Price must be in steps of ${Number(m.tick)}`)
          await page.fill(H.byId("order-price"), price)
          await page.fill(H.byId("order-tp"), F.onTick(Number(price) * 0.9, m.tick))
          expect(await refusal(page)).toBe(`Take profit must be above the order price ${Number(price)} for a buy`)
          await H.shot(page, size, "form-error")
          await H.noLayoutProblems(page)
          // editing the form clears the message: it belonged to the last attempt
          await page.fill(H.byId("order-tp"), "")
          expect(await page.locator(H.byId("order-error")).count()).toBe(0)
          expect(H.exchange(served.handle()).openOrders("linear", symbol).length).toBe(before)
          await page.context().close()
        }),
      90_000
    )

    it.effect(
      `${size.name}: a failed amend keeps what was typed; a later cancel clears it; a double-clicked Cancel sends one request`,
      () =>
        H.browse(async ({ browser, served }) => {
          const symbol = size.symbol
          const m = await F.market(served, "linear", symbol)
          const { page } = await H.open(browser, served.url(), size, `?category=linear&symbol=${symbol}`)
          await H.connectDemoKeys(page, size)
          await openForm(page, size)
          const price = F.onTick(m.bid * 0.6, m.tick)
          const qty = (Number(m.minQty) * 10).toFixed(F.decimals(m.step))
          await fillLimit(page, "buy", price, qty)
          await page.click(H.byId("order-submit"))
          await page.waitForSelector(H.byId("order-result"), { timeout: 15_000 })
          const orderId = await H.text(page, "order-result")
          expect(await H.inViewport(page, H.byId("order-success"))).toBe(true)
          await H.accountTab(page, size, "orders")
          const row = `${H.byId("open-order")}[data-order-id="${orderId}"]`
          await page.waitForSelector(row, { timeout: 15_000 })

          await page.click(`${row} ${H.byId("amend-order")}`)
          const typed = `${price}${F.decimals(m.tick) === 0 ? ".5" : "7"}`
          await page.fill(H.byId("amend-price"), typed)
          await page.click(H.byId("amend-submit"))
          await page.waitForSelector(H.byId("order-action-error"), { timeout: 15_000 })
          expect(await H.text(page, "order-action-error")).toBe(`Price must be in steps of ${Number(m.tick)}`)
          expect(await page.inputValue(H.byId("amend-price"))).toBe(typed)
          await H.shot(page, size, "amend-error")
          await H.noLayoutProblems(page)

          const cancels: Array<string> = []
          page.on("request", (request) => {
            if (request.url().includes("/v5/order/cancel")) cancels.push(request.method())
          })
          await page.dblclick(`${row} ${H.byId("cancel-order")}`)
          await page.waitForSelector(row, { state: "detached", timeout: 15_000 })
          expect(cancels).toEqual(["POST"])
          expect(await page.locator(H.byId("order-action-error")).count()).toBe(0)
          const order = served.handle().emulator.admin.exchange.engine.order("linear", {
            accountId: served.handle().emulator.uid,
            orderId
          })
          expect(order?.orderStatus).toBe("Cancelled")
          await page.context().close()
        }),
      120_000
    )

    it.effect(
      `${size.name}: the percentage buttons size the order's margin at the symbol's leverage from the available balance; a conditional order rests until its trigger`,
      () =>
        H.browse(async ({ browser, served }) => {
          const symbol = size.symbol
          const m = await F.market(served, "linear", symbol)
          const { page } = await H.open(browser, served.url(), size, `?category=linear&symbol=${symbol}`)
          await H.connectDemoKeys(page, size)
          await openForm(page, size)
          const price = F.onTick(m.bid * 0.6, m.tick)
          await fillLimit(page, "buy", price, "")
          await H.untilText(page, "order-available", /^[\d,.]+ USDT$/)
          const available = Number((await H.text(page, "order-available")).replace(/[^\d.]/g, ""))
          // the symbol's leverage, known before any position
          await H.explain(
            page.waitForFunction(
              (sel) => Number((document.querySelector(sel) as HTMLInputElement | null)?.value ?? "") > 0,
              H.byId("order-leverage"),
              { timeout: 15_000 }
            ),
            "the leverage in force never showed"
          )
          const leverage = Number(await page.inputValue(H.byId("order-leverage")))
          await page.click(H.byId("order-pct-25"))
          const qty = Number(await page.inputValue(H.byId("order-qty")))
          expect(qty).toBeGreaterThan(0)
          // on the step, and its margin at the leverage a quarter of what is available (at most one step less)
          const steps = qty / Number(m.step)
          expect(Math.abs(steps - Math.round(steps))).toBeLessThan(1e-6)
          const margin = (qty * Number(price)) / leverage
          expect(margin).toBeLessThanOrEqual(available * 0.25 + 1e-6)
          expect(margin).toBeGreaterThan(available * 0.25 - (Number(m.step) * Number(price)) / leverage - 1e-6)
          expect(await page.inputValue(H.byId("order-percent"))).toBe("25")

          // a conditional market buy above the price rests untriggered, its trigger shown in open orders
          await page.click(H.byId("order-type-market"))
          await page.check(H.byId("order-conditional"))
          const trigger = F.onTick(m.last * 1.05, m.tick)
          await page.fill(H.byId("order-trigger"), trigger)
          await page.fill(H.byId("order-qty"), (Number(m.minQty) * 10).toFixed(F.decimals(m.step)))
          await page.click(H.byId("order-submit"))
          await page.waitForSelector(H.byId("order-result"), { timeout: 15_000 })
          const orderId = await H.text(page, "order-result")
          const order = served.handle().emulator.admin.exchange.engine.order("linear", {
            accountId: served.handle().emulator.uid,
            orderId
          })
          expect(order?.orderStatus).toBe("Untriggered")
          expect(Number(order?.triggerPrice)).toBe(Number(trigger))
          // waiting for its trigger, it is listed with the conditional and TP/SL orders
          await H.accountTab(page, size, "conditional")
          const row = `${H.byId("open-order")}[data-order-id="${orderId}"]`
          await page.waitForSelector(row, { timeout: 15_000 })
          expect((await page.textContent(row))?.replace(/,/g, "")).toContain(`@${Number(trigger)}`)
          await page.click(`${row} ${H.byId("cancel-order")}`)
          await page.waitForSelector(row, { state: "detached", timeout: 15_000 })
          await page.context().close()
        }),
      120_000
    )
  }
})
