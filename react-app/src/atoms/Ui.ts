/**
 * Page state shared between panels that do not own each other: the price last clicked in the book (the order form
 * takes it), the tab shown on a phone, and whether the first useful paint is on the screen.
 *
 * @since 0.1.0
 */
import * as Atom from "effect/reactivity/Atom"
import { isDrawn, whenDrawn } from "../lib/FirstPaint.js"

/**
 * A price picked from the book; `at` tells two clicks on the same price apart.
 *
 * @since 0.1.0
 * @category models
 */
export interface PickedPrice {
  readonly price: string
  readonly at: number
}

/**
 * The price last clicked in the order book.
 *
 * @since 0.1.0
 * @category atoms
 */
export const pickedPriceAtom: Atom.Writable<PickedPrice | undefined> = Atom.make<PickedPrice | undefined>(
  undefined
).pipe(Atom.keepAlive)

/**
 * The panels a phone shows one at a time.
 *
 * @since 0.1.0
 * @category models
 */
export type PhoneTab = "markets" | "chart" | "book" | "trades" | "orders"

/**
 * The tabs, in order.
 *
 * @since 0.1.0
 * @category constants
 */
export const phoneTabs: ReadonlyArray<PhoneTab> = ["chart", "book", "trades", "orders", "markets"]

/**
 * The tab shown on a phone.
 *
 * @since 0.1.0
 * @category atoms
 */
export const phoneTabAtom: Atom.Writable<PhoneTab> = Atom.make<PhoneTab>("chart").pipe(Atom.keepAlive)

/**
 * Whether the first useful paint (ticker, book and chart drawn, see `lib/FirstPaint.ts`) is on the screen. What only
 * completes the picture (the trade tape's history, and with it the side of the last trade) waits for it, so its
 * bytes do not compete with those three for the wire.
 *
 * @since 0.1.0
 * @category atoms
 */
export const paintedAtom: Atom.Atom<boolean> = Atom.make((get) => {
  if (isDrawn()) return true
  void whenDrawn().then(() => get.setSelf(true))
  return false
}).pipe(Atom.keepAlive)
