/**
 * WebSocket messages of RFQ (block trading), as the docs describe them: the private requests, quotes and trades
 * (`rfq.open.rfqs`, `rfq.open.quotes`, `rfq.open.trades`) and the public block trades (`rfq.open.public.trades`).
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import * as LazySchema from "./LazySchema.js"

/**
 * A message of the private `rfq.open.rfqs` topic: requests for quote this account sent or may quote (status `Active`, `Canceled`, `PendingFill`, `Filled`, `Expired`, `Failed`).
 *
 * @since 0.1.0
 * @category schemas
 */
export const RfqMessage = LazySchema.struct("RfqMessage", () => ({
  id: Schema.optional(Schema.String),
  topic: Schema.String,
  creationTime: Schema.Number,
  data: Schema.Array(
    Schema.Struct({
      rfqId: Schema.String,
      rfqLinkId: Schema.String,
      counterparties: Schema.Array(Schema.String),
      expiresAt: Schema.String,
      strategyType: Schema.String,
      status: Schema.String,
      acceptOtherQuoteStatus: Schema.String,
      deskCode: Schema.String,
      createdAt: Schema.String,
      updatedAt: Schema.String,
      legs: Schema.Array(
        Schema.Struct({
          category: Schema.String,
          symbol: Schema.String,
          side: Schema.String,
          qty: Schema.String
        })
      )
    })
  )
}))

/**
 * A decoded RFQ message.
 *
 * @since 0.1.0
 * @category models
 */
export interface RfqMessage extends Schema.Schema.Type<typeof RfqMessage> {}

/**
 * A message of the private `rfq.open.quotes` topic: quotes on this account's requests, or its own quotes, with their buy and sell legs.
 *
 * @since 0.1.0
 * @category schemas
 */
export const RfqQuoteMessage = LazySchema.struct("RfqQuoteMessage", () => ({
  id: Schema.optional(Schema.String),
  topic: Schema.String,
  creationTime: Schema.Number,
  data: Schema.Array(
    Schema.Struct({
      rfqId: Schema.String,
      rfqLinkId: Schema.String,
      quoteId: Schema.String,
      quoteLinkId: Schema.String,
      expiresAt: Schema.String,
      deskCode: Schema.String,
      status: Schema.String,
      execQuoteSide: Schema.String,
      createdAt: Schema.String,
      updatedAt: Schema.String,
      quoteBuyList: Schema.Array(
        Schema.Struct({
          category: Schema.String,
          symbol: Schema.String,
          price: Schema.String,
          qty: Schema.String
        })
      ),
      quoteSellList: Schema.Array(
        Schema.Struct({
          category: Schema.String,
          symbol: Schema.String,
          price: Schema.String,
          qty: Schema.String
        })
      )
    })
  )
}))

/**
 * A decoded RFQ quote message.
 *
 * @since 0.1.0
 * @category models
 */
export interface RfqQuoteMessage extends Schema.Schema.Type<typeof RfqQuoteMessage> {}

/**
 * A message of the private `rfq.open.trades` topic: executed RFQ trades with the result of each leg.
 *
 * @since 0.1.0
 * @category schemas
 */
export const RfqTradeMessage = LazySchema.struct("RfqTradeMessage", () => ({
  id: Schema.optional(Schema.String),
  topic: Schema.String,
  creationTime: Schema.Number,
  data: Schema.Array(
    Schema.Struct({
      rfqId: Schema.String,
      rfqLinkId: Schema.String,
      quoteId: Schema.String,
      quoteLinkId: Schema.String,
      quoteSide: Schema.String,
      strategyType: Schema.String,
      status: Schema.String,
      rfqDeskCode: Schema.String,
      quoteDeskCode: Schema.String,
      createdAt: Schema.String,
      updatedAt: Schema.String,
      legs: Schema.Array(
        Schema.Struct({
          category: Schema.String,
          orderId: Schema.String,
          symbol: Schema.String,
          side: Schema.String,
          price: Schema.String,
          qty: Schema.String,
          markPrice: Schema.String,
          execFee: Schema.String,
          execId: Schema.String,
          resultCode: Schema.Number,
          resultMessage: Schema.String,
          rejectParty: Schema.String
        })
      )
    })
  )
}))

/**
 * A decoded RFQ trade message.
 *
 * @since 0.1.0
 * @category models
 */
export interface RfqTradeMessage extends Schema.Schema.Type<typeof RfqTradeMessage> {}

/**
 * A message of the public `rfq.open.public.trades` topic (`/v5/public/rfq`): every block trade, all its legs in one
 * update (`markPrice` is the contract's mark price, or the index price for a spot leg).
 *
 * @since 0.1.0
 * @category schemas
 */
export const RfqPublicTradeMessage = LazySchema.struct("RfqPublicTradeMessage", () => ({
  id: Schema.optional(Schema.String),
  topic: Schema.String,
  creationTime: Schema.Number,
  data: Schema.Array(
    Schema.Struct({
      rfqId: Schema.String,
      strategyType: Schema.String,
      createdAt: Schema.String,
      updatedAt: Schema.String,
      legs: Schema.Array(
        Schema.Struct({
          category: Schema.String,
          symbol: Schema.String,
          side: Schema.String,
          price: Schema.String,
          qty: Schema.String,
          markPrice: Schema.String
        })
      )
    })
  )
}))

/**
 * A decoded public block-trade message.
 *
 * @since 0.1.0
 * @category models
 */
export interface RfqPublicTradeMessage extends Schema.Schema.Type<typeof RfqPublicTradeMessage> {}
