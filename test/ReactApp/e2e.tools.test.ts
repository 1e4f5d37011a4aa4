/**
 * The order and position tools traders reach for first, used in the test browser as a trader would at the three screens
 * of issue 60 (1440×900, 390×844 and 844×390 touch), each under de-DE (Berlin) and en-US (New York), every figure typed
 * and read in the reader's digits, each checked against the exchange's own state (signed REST on the emulator, not the
 * page): a market buy whose take-profit triggers by the mark price and closes part of the position at a limit price; a
 * position's stop loss triggered by the index price and a trailing stop armed at an activation price, set from the
 * position row, then listed in the "Conditional · TP/SL" tab, edited and removed there; the position mode switch
 * refused in the exchange's words while a position is open, then switched to hedge and back; isolated margin added and
 * removed. Each size trades its own symbol; under de-DE (Berlin) a partial take-profit's size and limit price and a
 * trailing distance typed with the decimal comma reach the exchange as those numbers.
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

const marketBuy = async (page: Page, size: H.Size, qty: string) => {
  await H.showTab(page, size, "orders")
  await page.waitForSelector(H.byId("order-submit"), { timeout: 20_000 })
  await page.click(H.byId("order-side-buy"))
  await page.click(H.byId("order-type-market"))
  await page.fill(H.byId("order-qty"), qty)
}

const submitted = async (page: Page) => {
  await page.click(H.byId("order-submit"))
  await page.waitForSelector(H.byId("order-result"), { timeout: 15_000 })
}

/** Submits an editor under a row; it closes once the exchange took the change. */
const saved = async (page: Page, button: string) => {
  await page.click(H.byId(button))
  await page.waitForSelector(H.byId(button), { state: "detached", timeout: 15_000 })
}

const closeAll = async (page: Page, size: H.Size, served: H.Served, symbol: string) => {
  await H.accountTab(page, size, "positions")
  const row = `${H.byId("position-row")}[data-symbol="${symbol}"]`
  await page.click(`${row} ${H.byId("position-close")}`)
  await page.click(H.byId("position-close-confirm"))
  await exchangeState(
    async () => ({
      open: (await F.positions(served, symbol)).some((p) => Number(p.size) > 0),
      orders: H.exchange(served.handle()).openOrders("linear", symbol).length
    }),
    (s) => !s.open && s.orders === 0,
    `${symbol}: the position closed and the stops it left cleared`
  )
}

/** A plain figure (`"67296.5"`) as the reader types it: with the locale's decimal separator (de-DE: `"67296,5"`). */
const typedIn = (zone: H.Zone) => (text: string) => text.replace(".", F.separators(zone.locale).decimal)

layer(H.app, { timeout: "300 seconds", excludeTestServices: true })("React app: order and position tools", (it) => {
  for (const where of H.everywhere) {
    const { size, zone } = where
    const symbol = size.symbol
    const local = typedIn(zone)

    it.effect(
      `${H.nameOf(where)}: TP by mark closing part at a limit; SL by index and a trailing stop from the row; listed, edited and removed in the TP/SL tab`,
      () =>
        H.browse(async ({ browser, served }) => {
          const m = await F.market(served, "linear", symbol)
          const { page, errors } = await H.open(browser, served.url(), size, `?category=linear&symbol=${symbol}`, zone)
          const stopsSent: Array<string> = []
          page.on("request", (request) => {
            if (request.url().includes("/v5/position/trading-stop")) stopsSent.push(request.postData() ?? "")
          })
          await H.connectDemoKeys(page, size)
          const qty = (Number(m.minQty) * 10).toFixed(F.decimals(m.step))
          const takeProfit = F.onTick(m.last * 1.03, m.tick)
          const tpLimit = F.onTick(m.last * 1.029, m.tick)
          await marketBuy(page, size, local(qty))
          await page.fill(H.byId("order-tp"), local(takeProfit))
          // the options appear once a take-profit is typed: it closes this order's quantity at a limit, by the mark
          await page.selectOption(H.byId("order-tpsl-mode"), "Partial")
          await page.selectOption(H.byId("order-tp-by"), "MarkPrice")
          await page.fill(H.byId("order-tp-limit"), local(tpLimit))
          await submitted(page)
          const partialTp = await exchangeState(
            async () =>
              (
                await F.signed<{ list: ReadonlyArray<Record<string, string>> }>(served, "GET", "/v5/order/realtime", {
                  category: "linear",
                  symbol
                })
              ).list.find((o) => o.stopOrderType === "PartialTakeProfit"),
            (o) => o !== undefined,
            "the exchange's partial take-profit order"
          )
          expect([
            Number(partialTp?.triggerPrice),
            partialTp?.triggerBy,
            partialTp?.orderType,
            Number(partialTp?.price),
            Number(partialTp?.qty)
          ]).toEqual([Number(takeProfit), "MarkPrice", "Limit", Number(tpLimit), Number(qty)])

          // from the position row: a stop loss by the index price and a trailing stop armed above the price
          await H.accountTab(page, size, "positions")
          const row = `${H.byId("position-row")}[data-symbol="${symbol}"]`
          await page.waitForSelector(row, { timeout: 15_000 })
          const stopLoss = F.onTick(m.last * 0.95, m.tick)
          const distance = F.onTick(m.last * 0.01, m.tick)
          const activation = F.onTick(m.last * 1.02, m.tick)
          await page.click(`${row} ${H.byId("position-tpsl-edit")}`)
          await page.fill(H.byId("position-sl"), local(stopLoss))
          await page.selectOption(H.byId("position-sl-by"), "IndexPrice")
          await page.fill(H.byId("position-trailing"), local(distance))
          await page.fill(H.byId("position-trailing-active"), local(activation))
          await H.shot(page, size, "position-stops")
          await H.noLayoutProblems(page)
          await saved(page, "position-tpsl-save")
          const set = await exchangeState(
            async () => (await F.positions(served, symbol))[0],
            (p) => Number(p?.stopLoss) > 0 && Number(p?.trailingStop) > 0,
            "the exchange's stop loss and trailing stop"
          )
          expect([Number(set?.stopLoss), Number(set?.trailingStop)]).toEqual([Number(stopLoss), Number(distance)])
          const sent = JSON.parse(stopsSent.at(-1) ?? "{}") as Record<string, unknown>
          expect(sent).toMatchObject({ tpslMode: "Full", slTriggerBy: "IndexPrice", activePrice: activation })
          expect(sent).not.toHaveProperty("takeProfit")

          // the TP/SL tab lists the position's own stops beside the partial take-profit order (defect 7)
          await H.accountTab(page, size, "conditional")
          const stopRow = (kind: string) =>
            `${H.byId("position-stop-row")}[data-kind="${kind}"][data-symbol="${symbol}"]`
          await page.waitForSelector(stopRow("sl"), { timeout: 15_000 })
          await page.waitForSelector(stopRow("trailing"), { timeout: 15_000 })
          expect(
            F.localFigure(await page.textContent(`${stopRow("sl")} ${H.byId("position-stop-trigger")}`), zone.locale)
          ).toBe(Number(stopLoss))
          expect(await page.$$(`${H.byId("conditional-orders-table")} ${H.byId("open-order")}`)).toHaveLength(1)
          expect(await H.text(page, "account-tab-conditional")).toMatch(/\(3\)$/)
          await H.shot(page, size, "tpsl-tab")
          await H.noLayoutProblems(page)

          // edited there: a new stop loss, the trailing stop kept
          const lower = F.onTick(m.last * 0.94, m.tick)
          await page.click(`${stopRow("sl")} ${H.byId("position-stop-edit")}`)
          await page.fill(H.byId("position-sl"), local(lower))
          await saved(page, "position-tpsl-save")
          await exchangeState(
            async () => (await F.positions(served, symbol))[0],
            (p) => Number(p?.stopLoss) === Number(lower),
            "the exchange's edited stop loss"
          )
          // removed there: the trailing stop goes, the stop loss stays
          await page.click(`${stopRow("trailing")} ${H.byId("position-stop-remove")}`)
          const after = await exchangeState(
            async () => (await F.positions(served, symbol))[0],
            (p) => Number(p?.trailingStop) === 0,
            "the exchange's trailing stop removed"
          )
          expect(Number(after?.stopLoss)).toBe(Number(lower))
          await page.waitForSelector(stopRow("trailing"), { state: "detached", timeout: 15_000 })

          await closeAll(page, size, served, symbol)
          expect(errors).toEqual([])
          await page.context().close()
        }),
      200_000
    )

    it.effect(
      `${H.nameOf(where)}: the position mode switch is refused in the exchange's words with a position open, then goes to hedge (orders name their side) and back`,
      () =>
        H.browse(async ({ browser, served }) => {
          const m = await F.market(served, "linear", symbol)
          const { page } = await H.open(browser, served.url(), size, `?category=linear&symbol=${symbol}`, zone)
          await H.connectDemoKeys(page, size)
          const qty = (Number(m.minQty) * 10).toFixed(F.decimals(m.step))
          await marketBuy(page, size, local(qty))
          await submitted(page)
          await H.untilAttribute(page, H.byId("order-position-mode"), "data-mode", "one-way")
          await page.selectOption(H.byId("order-position-mode"), "hedge")
          await H.untilText(page, "order-margin-error", /existing position.*cannot be switched/i)
          expect((await F.positions(served, symbol)).map((p) => p.positionIdx)).toEqual([0])
          await H.shot(page, size, "position-mode-refused")
          await H.noLayoutProblems(page)
          await closeAll(page, size, served, symbol)

          // nothing open: hedge mode, and a buy opens the long side
          await H.showTab(page, size, "orders")
          await page.selectOption(H.byId("order-position-mode"), "hedge")
          await H.untilAttribute(page, H.byId("order-position-mode"), "data-mode", "hedge")
          expect((await F.positions(served, symbol)).map((p) => p.positionIdx)).toEqual([1, 2])
          await marketBuy(page, size, local(qty))
          await submitted(page)
          const sides = await exchangeState(
            () => F.positions(served, symbol),
            (ps) => ps.some((p) => Number(p.size) > 0),
            "the hedge-mode long"
          )
          expect(sides.filter((p) => Number(p.size) > 0).map((p) => [p.positionIdx, p.side])).toEqual([[1, "Buy"]])
          await closeAll(page, size, served, symbol)
          await H.showTab(page, size, "orders")
          await page.selectOption(H.byId("order-position-mode"), "one-way")
          await H.untilAttribute(page, H.byId("order-position-mode"), "data-mode", "one-way")
          expect((await F.positions(served, symbol)).map((p) => p.positionIdx)).toEqual([0])
          await page.context().close()
        }),
      200_000
    )

    it.effect(
      `${H.nameOf(where)}: isolated margin is added to a position and removed from it`,
      () =>
        H.browse(async ({ browser, served }) => {
          const m = await F.market(served, "linear", symbol)
          const { page } = await H.open(browser, served.url(), size, `?category=linear&symbol=${symbol}`, zone)
          await H.connectDemoKeys(page, size)
          await H.showTab(page, size, "orders")
          await page.selectOption(H.byId("order-margin-mode"), "isolated")
          await H.untilAttribute(page, H.byId("order-margin-mode"), "data-mode", "isolated")
          const qty = (Number(m.minQty) * 10).toFixed(F.decimals(m.step))
          await marketBuy(page, size, local(qty))
          await submitted(page)
          await H.accountTab(page, size, "positions")
          const row = `${H.byId("position-row")}[data-symbol="${symbol}"]`
          await page.waitForSelector(`${row} ${H.byId("position-margin-edit")}`, { timeout: 15_000 })
          const before = Number(
            (
              await exchangeState(
                () => F.positions(served, symbol),
                (ps) => ps.length > 0,
                "the position"
              )
            )[0]?.positionIM
          )
          const im = () =>
            exchangeState(
              async () => Number((await F.positions(served, symbol))[0]?.positionIM),
              (n) => Math.abs(n - before) > 1,
              "the position's margin changed"
            )
          await page.click(`${row} ${H.byId("position-margin-edit")}`)
          await page.fill(H.byId("position-margin-amount"), "25")
          await H.shot(page, size, "position-margin")
          await H.noLayoutProblems(page)
          await saved(page, "position-margin-save")
          expect(await im()).toBeCloseTo(before + 25, 4)
          await page.click(`${row} ${H.byId("position-margin-edit")}`)
          await page.selectOption(H.byId("position-margin-direction"), "remove")
          await page.fill(H.byId("position-margin-amount"), "10")
          await saved(page, "position-margin-save")
          await exchangeState(
            async () => Number((await F.positions(served, symbol))[0]?.positionIM),
            (n) => Math.abs(n - (before + 15)) < 1e-4,
            "the position's margin after 10 removed"
          )
          // more than the position can give back is refused in words, and nothing moves
          await page.click(`${row} ${H.byId("position-margin-edit")}`)
          await page.selectOption(H.byId("position-margin-direction"), "remove")
          await page.fill(H.byId("position-margin-amount"), "100000")
          await page.click(H.byId("position-margin-save"))
          await H.untilText(page, "position-margin-error", /exchange code 110\d\d/)
          await closeAll(page, size, served, symbol)
          await H.showTab(page, size, "orders")
          await page.selectOption(H.byId("order-margin-mode"), "cross")
          await H.untilAttribute(page, H.byId("order-margin-mode"), "data-mode", "cross")
          await page.context().close()
        }),
      200_000
    )
  }

  it.effect(
    "de-DE (Berlin), 1440×900: a partial TP's size and limit price and a trailing distance typed with the decimal comma reach the exchange",
    () =>
      H.browse(async ({ browser, served }) => {
        const size = H.sizes[0] as H.Size
        const symbol = "SOLUSDT"
        const german = H.zones.find((z) => z.locale === "de-DE") as H.Zone
        const comma = (text: string) => text.replace(".", ",")
        const m = await F.market(served, "linear", symbol)
        const { page, errors } = await H.open(browser, served.url(), size, `?category=linear&symbol=${symbol}`, german)
        await H.connectDemoKeys(page, size)
        const qty = (Number(m.minQty) * 10).toFixed(F.decimals(m.step))
        const part = (Number(m.minQty) * 5).toFixed(F.decimals(m.step))
        await marketBuy(page, size, comma(qty))
        await submitted(page)
        await H.accountTab(page, size, "positions")
        const row = `${H.byId("position-row")}[data-symbol="${symbol}"]`
        await page.waitForSelector(row, { timeout: 15_000 })
        const takeProfit = F.onTick(m.last * 1.031, m.tick)
        const limit = F.onTick(m.last * 1.029, m.tick)
        const distance = F.onTick(m.last * 0.0123, m.tick)
        await page.click(`${row} ${H.byId("position-tpsl-edit")}`)
        await page.selectOption(H.byId("position-tpsl-mode"), "Partial")
        await page.fill(H.byId("position-tpsl-size"), comma(part))
        await page.fill(H.byId("position-tp"), comma(takeProfit))
        await page.fill(H.byId("position-tp-limit"), comma(limit))
        await page.fill(H.byId("position-trailing"), comma(distance))
        expect(await page.inputValue(H.byId("position-trailing"))).toBe(comma(distance))
        await saved(page, "position-tpsl-save")
        const orders = await exchangeState(
          async () =>
            (
              await F.signed<{ list: ReadonlyArray<Record<string, string>> }>(served, "GET", "/v5/order/realtime", {
                category: "linear",
                symbol
              })
            ).list.filter((o) => o.stopOrderType === "PartialTakeProfit"),
          (list) => list.length === 1,
          "the partial take-profit on the exchange"
        )
        const o = orders[0]
        expect([Number(o?.triggerPrice), Number(o?.price), Number(o?.qty)]).toEqual([
          Number(takeProfit),
          Number(limit),
          Number(part)
        ])
        expect(Number((await F.positions(served, symbol))[0]?.trailingStop)).toBe(Number(distance))
        await closeAll(page, size, served, symbol)
        expect(errors).toEqual([])
        await page.context().close()
      }),
    200_000
  )
})
