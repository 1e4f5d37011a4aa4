/**
 * The option chain's book figures (issue 72, point 3), in the test browser at 1440×900 under en-US (New York) and
 * 390×844 touch under de-DE (Berlin): for a few strikes of the expiry shown, each call's and put's bid, ask, bid IV,
 * ask IV, mark, mark IV and delta are the figures of the exchange's `/v5/market/tickers?category=option` answer the
 * page last read (the emulator's option prices move with its clock, so the page's own answer, caught on the wire,
 * is the one its cells must show), each to the decimals shown.
 */
import { expect, layer } from "@effect/vitest"
import * as Effect from "effect/Effect"
import { waitForValue } from "../support/WaitFor.js"
import * as F from "./e2e/Figures.js"
import * as H from "./e2e/Harness.js"

type Ticker = Readonly<Record<string, string>>

// the cells of a side, as its spans carry them, and the ticker field (and scale, decimals) each shows
const cells: ReadonlyArray<readonly [id: string, field: string, scale: number, decimals: number]> = [
  ["chain-mark", "markPrice", 1, 4],
  ["chain-mark-iv", "markIv", 100, 1],
  ["chain-delta", "delta", 1, 2],
  ["chain-bid", "bid1Price", 1, 4],
  ["chain-ask", "ask1Price", 1, 4],
  ["chain-bid-iv", "bid1Iv", 100, 1],
  ["chain-ask-iv", "ask1Iv", 100, 1]
]

const cases: ReadonlyArray<H.Where> = [
  { size: H.screens[0] as H.Size, zone: H.zones[1] as H.Zone },
  { size: H.screens[1] as H.Size, zone: H.zones[0] as H.Zone }
]

layer(H.app, { timeout: "300 seconds", excludeTestServices: true })(
  "React app: the option chain's bid and ask",
  (it) => {
    for (const where of cases) {
      const { size, zone } = where
      it.effect(
        `${H.nameOf(where)}: bid, ask, their IVs, mark, IV and delta of a few strikes are the tickers' REST answer`,
        () =>
          H.browse(async ({ browser, served }) => {
            // every tickers answer the page reads, newest last
            const answers: Array<ReadonlyArray<Ticker>> = []
            const { page, errors } = await H.open(
              browser,
              served.url(),
              size,
              "?category=option",
              zone,
              async (context) => {
                context.on("response", (response) => {
                  const url = response.url()
                  if (!url.includes("/v5/market/tickers") || !url.includes("category=option")) return
                  void response
                    .json()
                    .then((body: { result?: { list?: ReadonlyArray<Ticker> } }) => {
                      if (body.result?.list !== undefined) answers.push(body.result.list)
                    })
                    .catch(() => undefined)
                })
              }
            )
            await H.showTab(page, size, "markets")
            await H.untilCount(page, H.byId("chain-row"), 1)
            const strikes = await page
              .locator(H.byId("chain-row"))
              .evaluateAll((els) => els.map((el) => el.getAttribute("data-strike") ?? ""))
            // the lowest, a middle and the highest strike of the expiry shown
            const chosen = [...new Set([strikes[0], strikes[Math.floor(strikes.length / 2)], strikes.at(-1)])]
            const read = async () => {
              const answer = answers.at(-1) ?? []
              const shown = await page.evaluate(
                ([rows, ids]) =>
                  rows.flatMap((strike) =>
                    Array.from(
                      document.querySelectorAll(`[data-testid="chain-row"][data-strike="${strike}"] button`)
                    ).map((side) => ({
                      symbol: side.getAttribute("data-symbol") ?? "",
                      cells: Object.fromEntries(
                        ids.map((id) => [id, side.querySelector(`[data-testid="${id}"]`)?.textContent ?? ""])
                      )
                    }))
                  ),
                [chosen, cells.map(([id]) => id)] as const
              )
              // each shown figure beside the answer's, both rounded to the decimals shown
              const misses = shown.flatMap(({ symbol, cells: texts }) => {
                const ticker = answer.find((t) => t.symbol === symbol)
                if (ticker === undefined) return [`${symbol}: not in the answer`]
                return cells.flatMap(([id, field, scale, decimals]) => {
                  const expected = Number(ticker[field]) * scale
                  const figure = F.localFigure(texts[id], zone.locale)
                  return Math.abs(figure - expected) <= 0.5 * 10 ** -decimals + 1e-9
                    ? []
                    : [`${symbol} ${field}: shown ${texts[id]}, answer ${ticker[field]}`]
                })
              })
              return { sides: shown.length, misses }
            }
            const last = await Effect.runPromise(
              waitForValue(
                Effect.promise(read),
                (r) => r.sides >= 2 && r.misses.length === 0,
                "the chain's cells equal to the tickers' answer",
                { timeout: "45 seconds", interval: "200 millis" }
              ).pipe(Effect.catch(() => Effect.promise(read)))
            )
            expect(last.misses).toEqual([])
            expect(last.sides).toBeGreaterThanOrEqual(2)
            // the emulator quotes both sides of its options: no cell is a dash
            expect(answers.at(-1)?.every((t) => Number(t.bid1Price) > 0 && Number(t.ask1Iv) > 0)).toBe(true)
            await H.shot(page, size, "option-chain-book")
            expect(errors).toEqual([])
          }),
        300_000
      )
    }
  }
)
