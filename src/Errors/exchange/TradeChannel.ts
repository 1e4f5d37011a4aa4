/**
 * Exchange errors, the codes of the WebSocket order-entry channel (`/v5/trade`) that its calls declare. Part of `ExchangeError`, which
 * re-exports every class: the classes are split by who names them so that a program bundles only the ones its
 * endpoints declare.
 *
 * @since 0.2.0
 */
import { catalogued } from "../CatalogueClass.js"

/**
 * /v5/trade 10003: too many sessions under the same UID.
 *
 * @since 0.1.0
 * @category errors
 */
export class TooManySessions extends catalogued<TooManySessions>()("TooManySessions") {}

/**
 * /v5/trade 10016: internal server error, or the service is restarting.
 *
 * @since 0.1.0
 * @category errors
 */
export class TradeServiceInternalError extends catalogued<TradeServiceInternalError>()("TradeServiceInternalError") {}

/**
 * /v5/trade 10019: the trade service is restarting and accepts no new requests; reconnect.
 *
 * @since 0.1.0
 * @category errors
 */
export class TradeServiceRestarting extends catalogued<TradeServiceRestarting>()("TradeServiceRestarting") {}

/**
 * /v5/trade 10404: the op type was not found, or the category is not supported.
 *
 * @since 0.1.0
 * @category errors
 */
export class OperationNotFound extends catalogued<OperationNotFound>()("OperationNotFound") {}

/**
 * /v5/trade 10429: system-level frequency protection.
 *
 * @since 0.1.0
 * @category errors
 */
export class SystemFrequencyProtection extends catalogued<SystemFrequencyProtection>()("SystemFrequencyProtection") {}

/**
 * /v5/trade 20003: too frequent requests under the same session.
 *
 * @since 0.1.0
 * @category errors
 */
export class SessionRequestsTooFrequent extends catalogued<SessionRequestsTooFrequent>()(
  "SessionRequestsTooFrequent"
) {}

/**
 * /v5/trade 20006: the reqId is duplicated.
 *
 * @since 0.1.0
 * @category errors
 */
export class DuplicateReqId extends catalogued<DuplicateReqId>()("DuplicateReqId") {}
