/**
 * Page state shared between panels that do not own each other: the price last clicked in the book (the order form
 * takes it), and the tab shown on a phone.
 *
 * @since 0.1.0
 */
import * as Atom from "effect/reactivity/Atom"

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
