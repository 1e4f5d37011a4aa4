/**
 * V5 RFQ block trading (`/v5/rfq/*`): inquiries, quotes and their execution. Signed (the docs state no key
 * permission); at most 50 requests per second each.
 *
 * @since 0.1.0
 */
import * as RfqErrors from "../../Errors/exchange/Rfq.js"
import * as NoParams from "../../Schema/NoParams.js"
import * as Rfq from "../../Schema/Rfq.js"
import * as Endpoint from "../Endpoint.js"
import { callable } from "../Pipeline.js"

/**
 * `POST /v5/rfq/create-rfq`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const createRfqEndpoint = Endpoint.make({
  name: "createRFQ",
  method: "POST",
  path: "/v5/rfq/create-rfq",
  auth: "private",
  request: Rfq.CreateRfqRequest,
  response: Rfq.CreatedRfq,
  errors: [
    RfqErrors.DemoUserProhibited,
    RfqErrors.RfqValueBelowMin,
    RfqErrors.RfqLegsSizeInvalid,
    RfqErrors.RfqSideInvalid,
    RfqErrors.RfqQtyInvalid,
    RfqErrors.RfqSymbolInvalid,
    RfqErrors.RfqOneWayModeOnly,
    RfqErrors.RfqAmountBelowMin,
    RfqErrors.RfqQtyAboveMax,
    RfqErrors.RfqCopyTradingUnsupported,
    RfqErrors.SelfCounterparty,
    RfqErrors.TooManyCounterparties,
    RfqErrors.RfqAmountAboveMax,
    RfqErrors.ManualLoanSymbolUnsupported,
    RfqErrors.RfqSymbolUnsupported
  ]
})

/**
 * Sends an inquiry for a multi-leg combination to chosen counterparties (UTA 2.0, cross or portfolio margin).
 *
 * @since 0.1.0
 * @category rfq
 */
export const createRFQ = callable(createRfqEndpoint)

/**
 * `GET /v5/rfq/config`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const config = Endpoint.make({
  name: "getRFQConfig",
  method: "GET",
  path: "/v5/rfq/config",
  auth: "private",
  request: NoParams.NoParams,
  response: Rfq.RfqConfig
})

/**
 * The caller's desk code, RFQ limits and the counterparties it may ask.
 *
 * @since 0.1.0
 * @category rfq
 */
export const getRFQConfig = callable(config)

/**
 * `POST /v5/rfq/cancel-rfq`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const cancelRfqEndpoint = Endpoint.make({
  name: "cancelRFQ",
  method: "POST",
  path: "/v5/rfq/cancel-rfq",
  auth: "private",
  request: Rfq.CancelRfqRequest,
  response: Rfq.CancelledRfq,
  errors: [RfqErrors.RfqNotFound]
})

/**
 * Cancels an inquiry (every quote on it lapses).
 *
 * @since 0.1.0
 * @category rfq
 */
export const cancelRFQ = callable(cancelRfqEndpoint)

/**
 * `POST /v5/rfq/cancel-all-rfq`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const cancelAllRfq = Endpoint.make({
  name: "cancelAllRFQ",
  method: "POST",
  path: "/v5/rfq/cancel-all-rfq",
  auth: "private",
  request: NoParams.NoParams,
  response: Rfq.CancelledAllRfqs
})

/**
 * Cancels every open inquiry of the caller; each one reports its own code.
 *
 * @since 0.1.0
 * @category rfq
 */
export const cancelAllRFQ = callable(cancelAllRfq)

/**
 * `POST /v5/rfq/create-quote`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const createQuoteEndpoint = Endpoint.make({
  name: "createRFQQuote",
  method: "POST",
  path: "/v5/rfq/create-quote",
  auth: "private",
  request: Rfq.CreateQuoteRequest,
  response: Rfq.CreatedQuote,
  errors: [
    RfqErrors.RfqNotFound,
    RfqErrors.DemoUserProhibited,
    RfqErrors.SelfExecution,
    RfqErrors.QuoteUidNotCounterparty,
    RfqErrors.QuoteLegsMismatch,
    RfqErrors.QuoteAlreadyExists,
    RfqErrors.NonBybitInstitutionQuote
  ]
})

/**
 * Quotes a whole inquiry, in the buy and/or sell direction (counterparties named in the inquiry only).
 *
 * @since 0.1.0
 * @category rfq
 */
export const createRFQQuote = callable(createQuoteEndpoint)

/**
 * `POST /v5/rfq/execute-quote`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const executeQuoteEndpoint = Endpoint.make({
  name: "executeRFQQuote",
  method: "POST",
  path: "/v5/rfq/execute-quote",
  auth: "private",
  request: Rfq.ExecuteQuoteRequest,
  response: Rfq.ExecutedQuote,
  errors: [RfqErrors.RfqNotFound, RfqErrors.QuoteNotFound, RfqErrors.SelfExecution, RfqErrors.QuoteExecutionDenied]
})

/**
 * Executes a quote (the inquirer only); asynchronous: the trade list or the execution stream tells the outcome.
 *
 * @since 0.1.0
 * @category rfq
 */
export const executeRFQQuote = callable(executeQuoteEndpoint)

/**
 * `POST /v5/rfq/cancel-quote`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const cancelQuoteEndpoint = Endpoint.make({
  name: "cancelRFQQuote",
  method: "POST",
  path: "/v5/rfq/cancel-quote",
  auth: "private",
  request: Rfq.CancelQuoteRequest,
  response: Rfq.CancelledQuote,
  errors: [RfqErrors.QuoteNotFound]
})

/**
 * Cancels a quote.
 *
 * @since 0.1.0
 * @category rfq
 */
export const cancelRFQQuote = callable(cancelQuoteEndpoint)

/**
 * `POST /v5/rfq/cancel-all-quotes`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const cancelAllQuotes = Endpoint.make({
  name: "cancelAllRFQQuotes",
  method: "POST",
  path: "/v5/rfq/cancel-all-quotes",
  auth: "private",
  request: NoParams.NoParams,
  response: Rfq.CancelledAllQuotes
})

/**
 * Cancels every open quote of the caller; each one reports its own code.
 *
 * @since 0.1.0
 * @category rfq
 */
export const cancelAllRFQQuotes = callable(cancelAllQuotes)

/**
 * `POST /v5/rfq/accept-other-quote`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const acceptOtherQuote = Endpoint.make({
  name: "acceptNonLPQuote",
  method: "POST",
  path: "/v5/rfq/accept-other-quote",
  auth: "private",
  request: Rfq.AcceptOtherQuoteRequest,
  response: Rfq.AcceptedOtherQuote,
  errors: [RfqErrors.RfqNotFound]
})

/**
 * Lets an inquiry accept quotes from non-LP quoters.
 *
 * @since 0.1.0
 * @category rfq
 */
export const acceptNonLPQuote = callable(acceptOtherQuote)

/**
 * `GET /v5/rfq/rfq-realtime`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const rfqRealtime = Endpoint.make({
  name: "getRFQRealtimeInfo",
  method: "GET",
  path: "/v5/rfq/rfq-realtime",
  auth: "private",
  request: Rfq.RfqRealtimeRequest,
  response: Rfq.RfqsRealtime
})

/**
 * Inquiries sent or received, without delay, newest first.
 *
 * @since 0.1.0
 * @category rfq
 */
export const getRFQRealtimeInfo = callable(rfqRealtime)

/**
 * `GET /v5/rfq/rfq-list`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const rfqList = Endpoint.make({
  name: "getRFQHistory",
  method: "GET",
  path: "/v5/rfq/rfq-list",
  auth: "private",
  request: Rfq.RfqListRequest,
  response: Rfq.RfqList,
  pagination: { cursor: "cursor", list: "list" }
})

/**
 * Inquiry history (delayed), newest first, page by page.
 *
 * @since 0.1.0
 * @category rfq
 */
export const getRFQHistory = callable(rfqList)

/**
 * `GET /v5/rfq/quote-realtime`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const quoteRealtime = Endpoint.make({
  name: "getRFQRealtimeQuote",
  method: "GET",
  path: "/v5/rfq/quote-realtime",
  auth: "private",
  request: Rfq.QuoteRealtimeRequest,
  response: Rfq.QuotesRealtime
})

/**
 * Non-final quotes sent or received, without delay, newest first.
 *
 * @since 0.1.0
 * @category rfq
 */
export const getRFQRealtimeQuote = callable(quoteRealtime)

/**
 * `GET /v5/rfq/quote-list`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const quoteList = Endpoint.make({
  name: "getRFQHistoryQuote",
  method: "GET",
  path: "/v5/rfq/quote-list",
  auth: "private",
  request: Rfq.QuoteListRequest,
  response: Rfq.QuoteList,
  pagination: { cursor: "cursor", list: "list" }
})

/**
 * Quote history (delayed), newest first, page by page.
 *
 * @since 0.1.0
 * @category rfq
 */
export const getRFQHistoryQuote = callable(quoteList)

/**
 * `GET /v5/rfq/trade-list`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const tradeList = Endpoint.make({
  name: "getRFQTrades",
  method: "GET",
  path: "/v5/rfq/trade-list",
  auth: "private",
  request: Rfq.RfqTradeListRequest,
  response: Rfq.RfqTradeList,
  pagination: { cursor: "cursor", list: "list" }
})

/**
 * The caller's RFQ trades with each leg's result, page by page.
 *
 * @since 0.1.0
 * @category rfq
 */
export const getRFQTrades = callable(tradeList)

/**
 * `GET /v5/rfq/public-trades`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const publicTrades = Endpoint.make({
  name: "getRFQPublicTrades",
  method: "GET",
  path: "/v5/rfq/public-trades",
  auth: "private",
  request: Rfq.RfqPublicTradesRequest,
  response: Rfq.RfqPublicTrades,
  pagination: { cursor: "cursor", list: "list" }
})

/**
 * Recently executed RFQs across the market (signed nonetheless), page by page.
 *
 * @since 0.1.0
 * @category rfq
 */
export const getRFQPublicTrades = callable(publicTrades)

/**
 * Every endpoint of this module.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const endpoints = [
  createRfqEndpoint,
  config,
  cancelRfqEndpoint,
  cancelAllRfq,
  createQuoteEndpoint,
  executeQuoteEndpoint,
  cancelQuoteEndpoint,
  cancelAllQuotes,
  acceptOtherQuote,
  rfqRealtime,
  rfqList,
  quoteRealtime,
  quoteList,
  tradeList,
  publicTrades
] as const
