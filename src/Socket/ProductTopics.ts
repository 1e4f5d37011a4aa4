/**
 * Typed private topics of the spread-trading and RFQ products: `spread.order`, `spread.execution`,
 * `rfq.open.rfqs`, `rfq.open.quotes` and `rfq.open.trades`. They travel on the private socket like the account
 * topics and are subscribed with `Topics.subscribe`.
 *
 * @since 0.1.0
 */
import type * as Schema from "effect/Schema"
import * as Validator from "../Schema/Validator.js"
import * as WsRfq from "../Schema/WsRfq.js"
import * as WsSpread from "../Schema/WsSpread.js"
import type * as Topics from "./Topics.js"

const privateTopic = <A, I>(name: string, schema: Schema.Schema<A, I>): Topics.Topic<A, "private", I> => ({
  name,
  markets: ["private"],
  schema,
  validate: Validator.validator(schema)
})

/**
 * `spread.order`: this account's spread combo and leg orders.
 *
 * @since 0.1.0
 * @category private topics
 */
export const spreadOrder = privateTopic("spread.order", WsSpread.SpreadOrderMessage)

/**
 * `spread.execution`: fills of this account's spread combos and legs.
 *
 * @since 0.1.0
 * @category private topics
 */
export const spreadExecution = privateTopic("spread.execution", WsSpread.SpreadExecutionMessage)

/**
 * `rfq.open.rfqs`: requests for quote sent by this account or open to its quotes.
 *
 * @since 0.1.0
 * @category private topics
 */
export const rfqs = privateTopic("rfq.open.rfqs", WsRfq.RfqMessage)

/**
 * `rfq.open.quotes`: quotes on this account's requests, or its own quotes.
 *
 * @since 0.1.0
 * @category private topics
 */
export const rfqQuotes = privateTopic("rfq.open.quotes", WsRfq.RfqQuoteMessage)

/**
 * `rfq.open.trades`: executed RFQ trades of this account, leg by leg.
 *
 * @since 0.1.0
 * @category private topics
 */
export const rfqTrades = privateTopic("rfq.open.trades", WsRfq.RfqTradeMessage)
