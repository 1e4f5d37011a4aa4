/**
 * The moment the first useful paint is on the screen: the ticker shows a price, the book has an ask and a bid row,
 * the chart holds candles (markers the components set: `ticker-price`, `book-ask`, `book-bid`, `chart`'s
 * `data-candles`). What the first paint does not need (order entry, the account tabs, the trade tape) is requested
 * after it, so its bytes do not compete with the ticker, the book and the chart for the wire. When the market data
 * fail instead (a failure shown, a panel stale for a reason other than connecting: an environment that cannot be
 * reached) the rest is loaded then, and after `fallbackMs` in any case. Which of the three it was is written on the
 * document as `data-first-paint` (`drawn`, `failed`, `fallback`): a page that only got on after the fallback waited
 * for something that never came.
 *
 * @since 0.1.0
 */

const drawn = (): boolean => {
  const price = document.querySelector('[data-testid="ticker-price"]')?.textContent ?? ""
  const candles = document.querySelector('[data-testid="chart"]')?.getAttribute("data-candles") ?? "0"
  return (
    /\d/.test(price) &&
    document.querySelector('[data-testid="book-ask"]') !== null &&
    document.querySelector('[data-testid="book-bid"]') !== null &&
    Number(candles) > 0
  )
}

// the market side says it cannot draw (a failure, or a panel stale for another reason than the socket still
// connecting, which every first load goes through): nothing to wait for
const failed = (): boolean =>
  document.querySelector(".failure, .fatal") !== null ||
  Array.from(document.querySelectorAll(".stale-reason")).some(
    (reason) => !(reason.textContent ?? "").startsWith("Connecting")
  )

let painted: Promise<void> | undefined
let settled = false

/**
 * Whether {@link whenDrawn} has resolved already (always, where there is no page).
 *
 * @since 0.1.0
 * @category first paint
 */
export const isDrawn = (): boolean => settled || typeof document === "undefined"

/**
 * Resolves once the ticker, the book and the chart are drawn or the market data failed, or `fallbackMs` after the
 * first call; at once where there is no page.
 *
 * @since 0.1.0
 * @category first paint
 */
export const whenDrawn = (fallbackMs = 10_000): Promise<void> => {
  painted ??= new Promise<void>((done) => {
    const resolve = (how: "drawn" | "failed" | "fallback") => {
      settled = true
      if (typeof document !== "undefined") document.documentElement.dataset.firstPaint = how
      done()
    }
    // outside a page (the atoms run under Node in tests) there is no paint to wait for
    if (typeof document === "undefined") return resolve("drawn")
    if (drawn() || failed()) return resolve(drawn() ? "drawn" : "failed")
    const finish = (how: "drawn" | "failed" | "fallback") => {
      watch.disconnect()
      clearTimeout(timer)
      resolve(how)
    }
    const watch = new MutationObserver(() => {
      if (drawn()) finish("drawn")
      else if (failed()) finish("failed")
    })
    const timer = setTimeout(() => finish("fallback"), fallbackMs)
    watch.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true })
  })
  return painted
}
