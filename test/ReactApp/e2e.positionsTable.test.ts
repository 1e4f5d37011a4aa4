/**
 * The positions table (issue 72, defect 4), in the test browser:
 * - one position with a take-profit and a stop-loss (cross margin: TP/SL, Lev., Limit and Close on its row): at
 *   1440×900 under de-DE (Berlin) and en-US (New York) every cell and button of its row is whole inside the table's
 *   box and on top without a scroll (the sticky buttons covered its ROE, realised PnL and TP/SL); at 1024×768 under
 *   de-DE, where the table scrolls sideways, and at 390×844 touch under en-US (a card), each is whole and on top at
 *   some scroll, the sticky Symbol and buttons at every scroll (Sizes.unreadCells);
 * - one such position with isolated margin (a Margin button, ±, and a liquidation price more on its row): at 1440×900
 *   under de-DE and en-US every cell and button whole and on top without a scroll (its realised PnL and TP/SL were
 *   under the buttons);
 * - three positions at 1440×900 under en-US and de-DE: with isolated margin (a Margin button on every row), wider
 *   than its panel, the table scrolls sideways under its Symbol column and its row buttons: scrolled to either end,
 *   each row's Symbol is in view and on top, and its buttons stand on one line inside the table's box.
 */
import { expect, layer } from "@effect/vitest"
import type { Page } from "playwright-core"
import * as F from "./e2e/Figures.js"
import * as H from "./e2e/Harness.js"
import * as S from "./e2e/Sizes.js"

const size = H.screens[0] as H.Size
const symbols = ["BTCUSDT", "ETHUSDT", "SOLUSDT"] as const

// one position: readable without a scroll at 1440, by scrolling (the table) at 1024 and on a phone (its card)
const one: ReadonlyArray<H.Where & { readonly scroll: boolean }> = [
  { size, zone: H.zones[0] as H.Zone, scroll: false },
  { size, zone: H.zones[1] as H.Zone, scroll: false },
  { size: H.tablet, zone: H.zones[0] as H.Zone, scroll: true },
  { size: H.screens[1] as H.Size, zone: H.zones[1] as H.Zone, scroll: true }
]

/** Dismisses the fill notices (a notice lies over the page by design, for a few seconds). */
const dismissNotices = async (page: Page) => {
  const dismiss = page.locator(H.byId("fill-notice-dismiss"))
  while ((await dismiss.count()) > 0) await dismiss.first().click()
}

layer(H.app, { timeout: "300 seconds", excludeTestServices: true })("React app: the positions table", (it) => {
  // first: the three positions' case below leaves its positions open and the account's margin isolated
  /**
   * One BTCUSDT position with a take-profit and a stop-loss (isolated: the account switched in the order form first,
   * and back to cross after), its row checked by Sizes.unreadCells, closed again so the next case starts flat.
   */
  const onePosition = (where: H.Where & { readonly scroll: boolean }, isolated: boolean) =>
    H.browse(async ({ browser, served }) => {
      const symbol = "BTCUSDT"
      const m = await F.market(served, "linear", symbol)
      const qty = (Number(m.minQty) * 10).toFixed(F.decimals(m.step))
      const { page, errors } = await H.open(
        browser,
        served.url(),
        where.size,
        `?category=linear&symbol=${symbol}`,
        where.zone
      )
      await H.connectDemoKeys(page, where.size)
      if (isolated) await H.marginMode(page, where.size, "isolated")
      await F.signed(served, "POST", "/v5/order/create", {
        category: "linear",
        symbol,
        side: "Buy",
        orderType: "Market",
        qty
      })
      await F.signed(served, "POST", "/v5/position/trading-stop", {
        category: "linear",
        symbol,
        positionIdx: 0,
        tpslMode: "Full",
        takeProfit: F.onTick(m.bid * 1.5, m.tick),
        stopLoss: F.onTick(m.bid * 0.5, m.tick)
      })
      await H.accountTab(page, where.size, "positions")
      const row = `${H.byId("position-row")}[data-symbol="${symbol}"]`
      await H.untilCount(page, row, 1, 30_000)
      await H.untilText(page, "position-tpsl", /\d \/ \d/, 30_000)
      if (isolated) await page.waitForSelector(`${row} ${H.byId("position-margin-edit")}`, { timeout: 30_000 })
      await dismissNotices(page)
      // soft: the position is closed whatever was found, so the next case starts flat
      expect.soft(await S.unreadCells(page, row, where.scroll), "cells not readable").toEqual([])
      await H.shot(
        page,
        where.size,
        `positions-one-${isolated ? "isolated-" : ""}${where.size.width}-${where.zone.locale}`
      )
      for (const open of await F.positions(served, symbol))
        if (Number(open.size) > 0)
          await F.signed(served, "POST", "/v5/order/create", {
            category: "linear",
            symbol,
            side: open.side === "Buy" ? "Sell" : "Buy",
            orderType: "Market",
            qty: open.size,
            reduceOnly: "true"
          })
      await H.explain(page.waitForSelector(row, { state: "detached", timeout: 30_000 }), "the position never closed")
      if (isolated) await H.marginMode(page, where.size, "cross")
      expect(errors).toEqual([])
    })

  // first: the three positions' case below leaves its positions open and the account's margin isolated
  for (const where of one)
    it.effect(
      `${H.nameOf(where)}: one position with TP and SL: every value and button whole and on top${where.scroll ? " at some scroll" : " without a scroll"}`,
      () => onePosition(where, false)
    )

  // isolated: a Margin button and a liquidation price more on the row (its TP/SL and realised PnL were under the buttons)
  for (const zone of H.zones)
    it.effect(
      `${H.nameOf({ size, zone })}: one isolated position with TP and SL: every value and button whole and on top without a scroll`,
      () => onePosition({ size, zone, scroll: false }, true)
    )

  for (const zone of H.zones) {
    it.effect(
      `${H.nameOf({ size, zone })}: three isolated positions: Symbol and buttons in view at either scroll, buttons on one line`,
      () =>
        H.browse(async ({ browser, served }) => {
          const { page, errors } = await H.open(browser, served.url(), size, "?category=linear&symbol=BTCUSDT", zone)
          await H.connectDemoKeys(page, size)
          await H.marginMode(page, size, "isolated")
          for (const symbol of symbols) {
            const m = await F.market(served, "linear", symbol)
            await F.signed(served, "POST", "/v5/order/create", {
              category: "linear",
              symbol,
              side: "Buy",
              orderType: "Market",
              qty: (Number(m.minQty) * 10).toFixed(F.decimals(m.step))
            })
          }
          await H.accountTab(page, size, "positions")
          await H.untilCount(page, H.byId("position-row"), symbols.length, 30_000)
          // the table as laid out, its box scrolled to `to` (0: the left edge; 1: as far right as it goes)
          const layoutAt = (to: 0 | 1) =>
            page.$eval(
              H.byId("positions-table"),
              (table, at) => {
                const box = table.parentElement as HTMLElement
                box.scrollLeft = at * box.scrollWidth
                const outer = box.getBoundingClientRect()
                const rows = Array.from(table.querySelectorAll('[data-testid="position-row"]')).map((row) => {
                  const buttons = Array.from(row.querySelectorAll("td.actions button")).map((b) =>
                    b.getBoundingClientRect()
                  )
                  const symbolCell = row.querySelector("td")?.getBoundingClientRect()
                  return {
                    symbol: row.getAttribute("data-symbol"),
                    buttons: buttons.length,
                    lines: new Set(buttons.map((b) => Math.round(b.top))).size,
                    left: Math.min(...buttons.map((b) => b.left)),
                    right: Math.max(...buttons.map((b) => b.right)),
                    symbolLeft: symbolCell?.left ?? -1,
                    symbolRight: symbolCell?.right ?? -1,
                    // what is painted where the Symbol cell is: the cell itself, not a figure scrolled under it
                    symbolOnTop:
                      symbolCell === undefined
                        ? false
                        : row
                            .querySelector("td")
                            ?.contains(
                              document.elementFromPoint(symbolCell.left + 4, symbolCell.top + symbolCell.height / 2)
                            ) === true
                  }
                })
                return { scrollLeft: box.scrollLeft, outerLeft: outer.left, outerRight: outer.right, rows }
              },
              to
            )
          for (const to of [0, 1] as const) {
            const layout = await layoutAt(to)
            const said = JSON.stringify(layout)
            for (const row of layout.rows) {
              expect(row.buttons, said).toBeGreaterThanOrEqual(4)
              expect(row.lines, `${row.symbol}: buttons on ${row.lines} lines\n${said}`).toBe(1)
              expect(row.left, `${row.symbol}: buttons cut at the left\n${said}`).toBeGreaterThanOrEqual(
                layout.outerLeft
              )
              expect(row.right, `${row.symbol}: buttons cut at the right\n${said}`).toBeLessThanOrEqual(
                layout.outerRight
              )
              expect(row.symbolLeft, `${row.symbol}: the Symbol column out of view\n${said}`).toBeGreaterThanOrEqual(
                layout.outerLeft - 1
              )
              expect(row.symbolOnTop, `${row.symbol}: the Symbol cell covered\n${said}`).toBe(true)
              // the buttons and the Symbol cell never overlap
              expect(row.left, said).toBeGreaterThan(row.symbolRight)
            }
            await H.shot(page, size, `positions-three-${zone.locale}-${to === 0 ? "left" : "right"}`)
          }
          expect(errors).toEqual([])
        })
    )
  }
})
