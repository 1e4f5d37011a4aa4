/**
 * The exchange's desks beyond orders, positions and the wallet: each owns its state and serves its family.
 *
 * @since 0.1.0
 */
import type * as Desk from "../Desk.js"
import type { Funds } from "../Funds.js"
import { LeverTokens } from "./LeverTokens.js"

/**
 * Every desk, on the exchange's balances.
 *
 * @since 0.1.0
 * @category constructors
 */
export const all = (funds: Funds): ReadonlyArray<Desk.Desk> => [new LeverTokens(funds)]
