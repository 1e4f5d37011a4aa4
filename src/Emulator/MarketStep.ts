/**
 * One step of the clock-driven market: every instrument's walk price fed to the engine (resting orders fill against
 * the moving market, conditional and TP/SL orders trigger), the fills settled, the market's own trades and
 * liquidations published, isolated positions with auto-add margin topped up (`AutoAddMargin`), liquidations
 * scanned. A recorded instrument moves line by line instead (`ReplayFeed`); its position stops still follow the
 * clock. During a replay the instruments the recording does not hold stand still at its first line
 * (`ReplayMarket.heldAt`): the step lays them there once and then leaves them alone, so the walk neither moves nor
 * costs anything while the recording plays.
 *
 * @since 1.1.0
 */
import type * as Assembly from "./Assembly.js"
import * as AutoAddMargin from "./AutoAddMargin.js"
import type { MatchingEngine } from "./engine/MatchingEngine.js"
import * as Liquidation from "./Liquidation.js"
import * as Instruments from "./market/Instruments.js"
import type { MarketSource } from "./market/MarketSource.js"
import type { ReplayMarket } from "./market/Replay.js"
import * as ReplayFeed from "./ReplayFeed.js"

/**
 * What a step moves.
 *
 * @since 1.1.0
 * @category models
 */
export interface Parts {
  readonly books: Assembly.Books
  readonly engine: MatchingEngine
  readonly market: MarketSource
  readonly replayed: ReplayMarket | undefined
}

/**
 * Steps the market to `now`; `previous` is the last step's time (the market's trades between the two are printed).
 *
 * @since 1.1.0
 * @category stepping
 */
export const step = (p: Parts, previous: number | undefined, now: number): void => {
  const { books, engine, market, replayed } = p
  ReplayFeed.arrivals(engine, books.clearing, now)
  // the history the exchange keeps is bounded as Bybit's is: orders that never filled go after 24 hours
  engine.forgetUnfilled(now)
  // during a replay the walk stands at the recording's first line: laid there by the first step after it, then held
  const held = replayed?.heldAt
  const standing = held !== undefined && previous !== undefined && previous >= held
  for (const i of Instruments.all) {
    // a recorded instrument moves line by line (`Exchange.replay`), not by the clock
    if (replayed?.replays(i) === true) {
      books.clearing.positionStops(i, now)
      continue
    }
    if (standing) {
      books.clearing.positionStops(i, now)
      continue
    }
    const last = market.lastPriceUnits(i, now)
    // the step that holds the walk at the recording's first line: a book no order is open on and nothing read since
    // it was last laid is laid when next read, where it stands now (`MatchingEngine.defer`: the same book then), not
    // every instrument's levels at once at the replay's start
    const lay = held === undefined || !engine.idle(i) || engine.wanted(i)
    if (lay) {
      const refs = { markPrice: market.price(i, "mark", now), indexPrice: market.price(i, "index", now) }
      books.clearing.applyReport(engine.onPrice(i, last, now, refs), now, [])
    } else if (last > 0) engine.defer(i, last, now)
    if (previous !== undefined && now > previous && books.bus.hearsPublic) {
      books.feed.marketTrades(i, previous, now)
      books.feed.liquidations(i, previous, now)
    }
    if (lay) {
      books.clearing.bookChanged(i, now)
      // what reads the book from here on is a reader's (`MatchingEngine.wanted`)
      if (replayed !== undefined) engine.laid(i)
    }
    books.clearing.positionStops(i, now)
  }
  // an isolated position with auto-add margin on is topped up first; what the balance cannot save is liquidated
  AutoAddMargin.scan(books.autoAddMargin, now)
  Liquidation.scan(books.liquidation, now)
  books.feed.watched(now)
  // a replay's accounts are sampled on its lines (`ReplayFeed`), at recorded times: a step's time follows the wall
  // clock at any fixed speed
  if (replayed === undefined) books.curves.step(now)
}
