/**
 * What Bybit's own trading page has, in the test browser at 1440×900 and 390×844 (#44 item 10, and the order-side
 * parts of item 8): the header's funding rate with its countdown, index price and open interest; "Available" on a
 * perpetual in the settle coin; a position's value, margin and realised PnL, its limit and partial close, a market
 * close asked twice, a TP/SL editor that refuses what the order form refuses, the closed-PnL tab; "Cancel all" and
 * the conditional · TP/SL tab; the order form's Max, fee, liquidation estimate and TP/SL by % or PnL. Each size
 * trades its own symbol. Screenshots go to `test-results/`.
 */
import { expect, layer } from "@effect/vitest"
import type { Page } from "playwright-core"
import * as F from "./e2e/Figures.js"
import * as H from "./e2e/Harness.js"

const openForm = async (page: Page, size: H.Size) => {
  await H.showTab(page, size, "orders")
  await page.waitForSelector(H.byId("order-submit"), { timeout: 45_000 })
}

/** Places an order through the form and answers its id. */
const place = async (page: Page, fill: () => Promise<void>): Promise<string> => {
  await fill()
  await page.click(H.byId("order-submit"))
  await page.waitForSelector(H.byId("order-result"), { timeout: 45_000 })
  return H.text(page, "order-result")
}

const limitBuy = (page: Page, price: string, qty: string) => async () => {
  await page.click(H.byId("order-side-buy"))
  await page.click(H.byId("order-type-limit"))
  if (await page.isChecked(H.byId("order-conditional"))) await page.uncheck(H.byId("order-conditional"))
  await page.fill(H.byId("order-price"), price)
  await page.fill(H.byId("order-qty"), qty)
}

/** Requests the page sends whose address contains `part`. */
const watch = (page: Page, part: string): Array<string> => {
  const seen: Array<string> = []
  page.on("request", (request) => {
    if (request.url().includes(part)) seen.push(request.method())
  })
  return seen
}

layer(H.app, { timeout: "600 seconds", excludeTestServices: true })("React app: what Bybit's page has", (it) => {
  for (const size of H.sizes) {
    it.effect(
      `${size.name}: the header shows the funding rate counting down to the next funding, the index price and the open interest`,
      () =>
        H.browse(async ({ browser, served }) => {
          const m = await F.market(served, "linear", size.symbol)
          const { page, errors } = await H.open(browser, served.url(), size, `?category=linear&symbol=${size.symbol}`)
          await H.untilText(page, "ticker-funding", /^−?\d+\.\d{4}%$/)
          await H.untilText(page, "ticker-countdown", /^\d{2}:\d{2}:\d{2}$/)
          // counting down to the exchange's next funding time
          expect(await page.getAttribute(H.byId("ticker-countdown"), "data-next")).toBe(m.nextFundingTime)
          const first = await H.text(page, "ticker-countdown")
          await H.explain(
            page.waitForFunction(
              ([sel, was]) => (document.querySelector(sel ?? "")?.textContent ?? was) !== was,
              [H.byId("ticker-countdown"), first] as const,
              { timeout: 30_000 }
            ),
            "the funding countdown never moved"
          )
          await H.untilText(page, "ticker-index", /^[\d,]+(\.\d+)?$/)
          expect(F.figure(await H.text(page, "ticker-index"))).toBeGreaterThan(0)
          await H.untilText(page, "ticker-oi", /^[\d,.]+[KMB]?$/)
          for (const id of ["ticker-funding", "ticker-countdown", "ticker-index", "ticker-oi"]) {
            expect(await H.inViewport(page, H.byId(id)), `${id} is in view`).toBe(true)
          }
          await H.shot(page, size, "header-funding")
          await H.noLayoutProblems(page)
          expect(errors).toEqual([])
          await page.context().close()
        }),
      120_000
    )

    it.effect(
      `${size.name}: "Available" on a perpetual is the USDT the account can spend, not the USD total of every coin`,
      () =>
        H.browse(async ({ browser, served }) => {
          const admin = served.handle().emulator.admin
          // other collateral in the wallet: the USD total is far above the USDT balance
          admin.setBalance("BTC", "3")
          const usdt = Number(admin.balances().find((b) => b.coin === "USDT")?.walletBalance ?? 0)
          const { page } = await H.open(browser, served.url(), size, `?category=linear&symbol=${size.symbol}`)
          await H.connectDemoKeys(page, size)
          await openForm(page, size)
          await H.untilText(page, "order-available", /^[\d,.]+ USDT$/)
          const available = F.figure(await H.text(page, "order-available"))
          await H.accountTab(page, size, "wallet")
          await H.untilText(page, "wallet-available", /\d/)
          const total = F.figure(await H.text(page, "wallet-available"))
          expect(total).toBeGreaterThan(usdt + 1000)
          expect(available).toBeGreaterThan(0)
          // shown to 4 decimals
          expect(available).toBeLessThanOrEqual(usdt + 0.0001)
          await page.context().close()
        }),
      120_000
    )

    it.effect(
      `${size.name}: a position shows value, margin and realised PnL; a limit close of part of it rests; the TP/SL editor refuses what the form refuses; a market close is asked twice; closed PnL lists it`,
      () =>
        H.browse(async ({ browser, served }) => {
          const symbol = size.symbol
          const m = await F.market(served, "linear", symbol)
          const { page, errors } = await H.open(browser, served.url(), size, `?category=linear&symbol=${symbol}`)
          await H.connectDemoKeys(page, size)
          await openForm(page, size)
          const qty = (Number(m.minQty) * 10).toFixed(F.decimals(m.step))
          await place(page, async () => {
            await page.click(H.byId("order-side-buy"))
            await page.click(H.byId("order-type-market"))
            await page.fill(H.byId("order-qty"), qty)
          })
          await H.accountTab(page, size, "positions")
          const row = `${H.byId("position-row")}[data-symbol="${symbol}"]`
          await page.waitForSelector(row, { timeout: 45_000 })
          const cell = async (id: string) => (await page.textContent(`${row} ${H.byId(id)}`))?.trim() ?? ""
          const value = F.figure(await cell("position-value"))
          const im = F.figure(await cell("position-im"))
          expect(value).toBeGreaterThan(0)
          expect(im).toBeGreaterThan(0)
          expect(im).toBeLessThan(value)
          // the fee to open is realised at once
          expect(await cell("position-realised")).toMatch(/^[−-]?[\d,]+(\.\d+)?$/)

          // the TP/SL editor refuses, in the form's words, what the form refuses; nothing is sent
          const stops = watch(page, "/v5/position/trading-stop")
          await page.click(`${row} ${H.byId("position-tpsl-edit")}`)
          await page.fill(H.byId("position-tp"), F.onTick(m.last * 0.9, m.tick))
          await page.click(H.byId("position-tpsl-save"))
          await H.untilText(page, "position-error", /^Take profit must be above the last price [\d.]+ for a long$/)
          await page.fill(
            H.byId("position-tp"),
            `${F.onTick(m.last * 1.1, m.tick)}${F.decimals(m.tick) === 0 ? ".5" : "3"}`
          )
          await page.click(H.byId("position-tpsl-save"))
          await H.untilText(page, "position-error", `Take profit must be in steps of ${Number(m.tick)}`)
          expect(stops).toEqual([])
          await page.click(`${row} ${H.byId("position-tpsl-edit")}`)

          // a limit close of half the position, above the price: it rests as a reduce-only sell of that quantity
          const half = (Number(m.minQty) * 5).toFixed(F.decimals(m.step))
          const far = F.onTick(m.last * 1.2, m.tick)
          await page.click(`${row} ${H.byId("position-close-edit")}`)
          // the form opens on the whole size at the reference price
          expect(F.figure(await page.inputValue(H.byId("position-close-qty")))).toBe(
            F.figure(await cell("position-size"))
          )
          expect(F.figure(await page.inputValue(H.byId("position-close-price")))).toBeGreaterThan(0)
          await page.fill(H.byId("position-close-qty"), half)
          await page.fill(H.byId("position-close-price"), far)
          await page.click(H.byId("position-close-limit"))
          await H.explain(
            (async () => {
              for (;;) {
                const open = H.exchange(served.handle()).openOrders("linear", symbol)
                if (open.some((o) => o.side === "Sell" && o.reduceOnly && Number(o.qty) === Number(half))) return
                await new Promise((resolve) => setTimeout(resolve, 100))
              }
            })(),
            "the limit close never rested"
          )
          const resting = H.exchange(served.handle())
            .openOrders("linear", symbol)
            .find((o) => o.side === "Sell" && o.reduceOnly)
          expect(Number(resting?.price)).toBe(Number(far))
          expect(F.figure(await cell("position-size"))).toBe(Number(qty))
          await H.shot(page, size, "position-figures")
          await H.noLayoutProblems(page)

          // a market close is asked for twice: the first press sends nothing
          const creates = watch(page, "/v5/order/create")
          await page.click(`${row} ${H.byId("position-close")}`)
          await page.waitForSelector(H.byId("position-close-ask"))
          expect(await H.text(page, "position-close-ask")).toMatch(/^Close [\d.,]+ at market\?/)
          expect(await H.inViewport(page, H.byId("position-close-confirm"))).toBe(true)
          expect(creates).toEqual([])
          await page.click(H.byId("position-close-confirm"))
          await page.waitForSelector(row, { state: "detached", timeout: 45_000 })
          expect(creates).toEqual(["POST"])

          await H.accountTab(page, size, "closed")
          await H.untilCount(page, `${H.byId("closed-pnl-row")}[data-symbol="${symbol}"]`, 1)
          expect(
            await page.textContent(`${H.byId("closed-pnl-row")}[data-symbol="${symbol}"] ${H.byId("closed-pnl")}`)
          ).toMatch(/^[−-]?[\d,]+(\.\d+)?$/)
          await H.shot(page, size, "closed-pnl")
          await H.noLayoutProblems(page)
          expect(errors).toEqual([])
          await page.context().close()
        }),
      240_000
    )

    it.effect(
      `${size.name}: conditional orders have their own tab; "Cancel all" is asked twice and cancels what its tab lists`,
      () =>
        H.browse(async ({ browser, served }) => {
          const symbol = size.symbol
          const m = await F.market(served, "linear", symbol)
          const { page } = await H.open(browser, served.url(), size, `?category=linear&symbol=${symbol}`)
          await H.connectDemoKeys(page, size)
          await openForm(page, size)
          const qty = (Number(m.minQty) * 10).toFixed(F.decimals(m.step))
          const a = await place(page, limitBuy(page, F.onTick(m.bid * 0.6, m.tick), qty))
          const b = await place(page, limitBuy(page, F.onTick(m.bid * 0.65, m.tick), qty))
          const c = await place(page, async () => {
            await page.click(H.byId("order-type-market"))
            await page.check(H.byId("order-conditional"))
            await page.fill(H.byId("order-trigger"), F.onTick(m.last * 1.05, m.tick))
            await page.fill(H.byId("order-qty"), qty)
          })
          const order = (id: string) => `[data-order-id="${id}"]`
          await H.accountTab(page, size, "orders")
          await page.waitForSelector(`${H.byId("open-orders-table")} ${order(a)}`, { timeout: 45_000 })
          await page.waitForSelector(`${H.byId("open-orders-table")} ${order(b)}`, { timeout: 45_000 })
          expect(await page.locator(order(c)).count()).toBe(0)
          await H.accountTab(page, size, "conditional")
          await page.waitForSelector(`${H.byId("conditional-orders-table")} ${order(c)}`, { timeout: 45_000 })
          expect(await page.locator(order(a)).count()).toBe(0)

          await H.accountTab(page, size, "orders")
          // the other size's orders are listed too (the tab is the category's): one request per symbol listed
          const listed = new Set(
            await page.$$eval(`${H.byId("open-orders-table")} td[data-label="Symbol"]`, (cells) =>
              cells.map((c) => c.textContent ?? "")
            )
          )
          const cancels = watch(page, "/v5/order/cancel-all")
          await page.click(H.byId("cancel-all"))
          expect(await H.text(page, "cancel-all-ask")).toMatch(/^Cancel \d+ orders\?/)
          expect(cancels).toEqual([])
          await H.shot(page, size, "cancel-all")
          await H.noLayoutProblems(page)
          await page.click(H.byId("cancel-all-confirm"))
          await page.waitForSelector(order(a), { state: "detached", timeout: 45_000 })
          await page.waitForSelector(order(b), { state: "detached", timeout: 45_000 })
          expect(cancels).toEqual(Array.from(listed, () => "POST"))
          const engine = served.handle().emulator.admin.exchange.engine
          const status = (orderId: string) =>
            engine.order("linear", { accountId: served.handle().emulator.uid, orderId })?.orderStatus
          expect(status(a)).toBe("Cancelled")
          expect(status(c)).toBe("Untriggered")

          await H.accountTab(page, size, "conditional")
          await page.click(H.byId("cancel-all"))
          await page.click(H.byId("cancel-all-confirm"))
          await page.waitForSelector(order(c), { state: "detached", timeout: 45_000 })
          expect(["Deactivated", "Cancelled"]).toContain(status(c))
          await page.context().close()
        }),
      240_000
    )
    it.effect(
      `${size.name}: the form offers Max (balance, leverage, price and both fees), says the fee, and takes TP/SL as ROI % or PnL`,
      () =>
        H.browse(async ({ browser, served }) => {
          const symbol = size.symbol
          const m = await F.market(served, "linear", symbol)
          const { page } = await H.open(browser, served.url(), size, `?category=linear&symbol=${symbol}`)
          await H.connectDemoKeys(page, size)
          await openForm(page, size)
          const qty = (Number(m.minQty) * 10).toFixed(F.decimals(m.step))
          // a market order pays the taker rate on its value
          await page.click(H.byId("order-side-buy"))
          await page.click(H.byId("order-type-market"))
          await page.fill(H.byId("order-qty"), qty)
          await H.untilText(page, "order-fee", /^[\d,.]+ USDT$/)
          const taker = Number(await page.getAttribute(H.byId("order-fee"), "data-rate"))
          expect(taker).toBeGreaterThan(0)
          const value = F.figure((await H.text(page, "order-cost")).split("·")[0])
          expect(F.figure(await H.text(page, "order-fee"))).toBeCloseTo(value * taker, 4)
          // a limit buy far below the price rests: the maker rate
          const price = F.onTick(m.bid * 0.6, m.tick)
          await limitBuy(page, price, qty)()
          await H.explain(
            page.waitForFunction(
              (sel) => (document.querySelector(sel)?.textContent ?? "").includes("Fee (maker)"),
              H.byId("order-entry")
            ),
            "a resting limit order's fee was never the maker's"
          )
          const maker = Number(await page.getAttribute(H.byId("order-fee"), "data-rate"))
          expect(maker).toBeLessThanOrEqual(taker)

          await H.untilText(page, "order-available", /^[\d,.]+ USDT$/)
          const available = F.figure(await H.text(page, "order-available"))
          await H.explain(
            page.waitForFunction(
              (sel) => Number((document.querySelector(sel) as HTMLInputElement | null)?.value ?? "") > 0,
              H.byId("order-leverage"),
              { timeout: 45_000 }
            ),
            "the leverage in force never showed"
          )
          const leverage = Number(await page.inputValue(H.byId("order-leverage")))
          await H.untilText(page, "order-max", new RegExp(`^[\\d.]+ ${symbol.replace("USDT", "")}$`))
          await page.click(H.byId("order-max"))
          const max = Number(await page.inputValue(H.byId("order-qty")))
          const cost = (q: number) => (q * Number(price)) / leverage + 2 * q * Number(price) * taker
          // the available figure is shown to 4 decimals
          expect(cost(max)).toBeLessThanOrEqual(available + 0.0001)
          expect(cost(max + Number(m.step))).toBeGreaterThan(available - 0.0001)
          expect(await page.locator(H.byId("order-insufficient")).count()).toBe(0)

          // TP as a 50% return on margin, SL as a loss of 10 USDT: the prices they mean, sent as such
          await page.fill(H.byId("order-qty"), qty)
          await page.selectOption(H.byId("order-tp-mode"), "percent")
          await page.fill(H.byId("order-tp"), "50")
          const tp = F.onTick(Number(price) * (1 + 0.5 / leverage), m.tick)
          // the page writes prices to the tick in the reader's digits (en-US here: grouped)
          const shown = (value: string) =>
            Number(value).toLocaleString("en-US", {
              minimumFractionDigits: F.decimals(m.tick),
              maximumFractionDigits: F.decimals(m.tick)
            })
          await H.untilText(page, "order-tp-price", `at ${shown(tp)}`)
          await page.selectOption(H.byId("order-sl-mode"), "pnl")
          await page.fill(H.byId("order-sl"), "10")
          const sl = F.onTick(Number(price) - 10 / Number(qty), m.tick)
          await H.untilText(page, "order-sl-price", `at ${shown(sl)}`)
          await H.shot(page, size, "form-max-fee-tpsl")
          await H.noLayoutProblems(page)
          const orderId = await place(page, async () => {})
          const order = served.handle().emulator.admin.exchange.engine.order("linear", {
            accountId: served.handle().emulator.uid,
            orderId
          })
          expect(Number(order?.takeProfit)).toBe(Number(tp))
          expect(Number(order?.stopLoss)).toBe(Number(sl))
          await page.context().close()
        }),
      240_000
    )

    it.effect(
      `${size.name}: the form estimates the liquidation price by the exchange's formula; the position opens with it`,
      () =>
        H.browse(async ({ browser, served }) => {
          const symbol = size.symbol
          const m = await F.market(served, "linear", symbol)
          const { page } = await H.open(browser, served.url(), size, `?category=linear&symbol=${symbol}`)
          await H.connectDemoKeys(page, size)
          await openForm(page, size)
          // isolated margin: the position's own margin decides, so the estimate has a price to show
          await H.untilAttribute(page, H.byId("order-margin-mode"), "data-mode", "cross")
          await page.selectOption(H.byId("order-margin-mode"), "isolated")
          await H.untilAttribute(page, H.byId("order-margin-mode"), "data-mode", "isolated")
          const qty = (Number(m.minQty) * 10).toFixed(F.decimals(m.step))
          await page.click(H.byId("order-side-buy"))
          await page.click(H.byId("order-type-market"))
          await page.fill(H.byId("order-qty"), qty)
          await H.untilText(page, "order-liq", /^[\d,]+(\.\d+)?$/)
          const estimate = F.figure(await H.text(page, "order-liq"))
          expect(estimate).toBeLessThan(m.last)
          await place(page, async () => {})
          await H.accountTab(page, size, "positions")
          const row = `${H.byId("position-row")}[data-symbol="${symbol}"]`
          await page.waitForSelector(row, { timeout: 45_000 })
          await H.explain(
            page.waitForFunction(
              (sel) => /\d/.test(document.querySelector(sel)?.textContent ?? ""),
              `${row} ${H.byId("position-liq")}`,
              { timeout: 45_000 }
            ),
            "the position never showed its liquidation price"
          )
          const liq = F.figure(await page.textContent(`${row} ${H.byId("position-liq")}`))
          // the same formula at the fill's price instead of the last price: within a few ticks of the price move
          expect(Math.abs(estimate - liq) / liq).toBeLessThan(0.01)
          await H.shot(page, size, "form-liq")
          await page.click(`${row} ${H.byId("position-close")}`)
          await page.click(H.byId("position-close-confirm"))
          await page.waitForSelector(row, { state: "detached", timeout: 45_000 })
          await H.showTab(page, size, "orders")
          await page.selectOption(H.byId("order-margin-mode"), "cross")
          await H.untilAttribute(page, H.byId("order-margin-mode"), "data-mode", "cross")
          await page.context().close()
        }),
      240_000
    )
  }
})
