/**
 * Exchange errors, the codes of the WebSocket order-entry channel (`/v5/trade`) that its calls declare. Part of `ExchangeError`, which
 * re-exports every class: the classes are split by who names them so that a program bundles only the ones its
 * endpoints declare.
 *
 * @since 0.2.0
 */
import { type Catalogued, catalogued } from "../CatalogueClass.js"

/**
 * /v5/trade 10003: too many sessions under the same UID.
 *
 * @since 0.1.0
 * @category errors
 */
export const TooManySessions = catalogued("TooManySessions")
/** An instance of {@link TooManySessions}. */
export type TooManySessions = Catalogued<"TooManySessions">

/**
 * /v5/trade 10016: internal server error, or the service is restarting.
 *
 * @since 0.1.0
 * @category errors
 */
export const TradeServiceInternalError = catalogued("TradeServiceInternalError")
/** An instance of {@link TradeServiceInternalError}. */
export type TradeServiceInternalError = Catalogued<"TradeServiceInternalError">

/**
 * /v5/trade 10019: the trade service is restarting and accepts no new requests; reconnect.
 *
 * @since 0.1.0
 * @category errors
 */
export const TradeServiceRestarting = catalogued("TradeServiceRestarting")
/** An instance of {@link TradeServiceRestarting}. */
export type TradeServiceRestarting = Catalogued<"TradeServiceRestarting">

/**
 * /v5/trade 10404: the op type was not found, or the category is not supported.
 *
 * @since 0.1.0
 * @category errors
 */
export const OperationNotFound = catalogued("OperationNotFound")
/** An instance of {@link OperationNotFound}. */
export type OperationNotFound = Catalogued<"OperationNotFound">

/**
 * /v5/trade 10429: system-level frequency protection.
 *
 * @since 0.1.0
 * @category errors
 */
export const SystemFrequencyProtection = catalogued("SystemFrequencyProtection")
/** An instance of {@link SystemFrequencyProtection}. */
export type SystemFrequencyProtection = Catalogued<"SystemFrequencyProtection">

/**
 * /v5/trade 20003: too frequent requests under the same session.
 *
 * @since 0.1.0
 * @category errors
 */
export const SessionRequestsTooFrequent = catalogued("SessionRequestsTooFrequent")
/** An instance of {@link SessionRequestsTooFrequent}. */
export type SessionRequestsTooFrequent = Catalogued<"SessionRequestsTooFrequent">

/**
 * /v5/trade 20006: the reqId is duplicated.
 *
 * @since 0.1.0
 * @category errors
 */
export const DuplicateReqId = catalogued("DuplicateReqId")
/** An instance of {@link DuplicateReqId}. */
export type DuplicateReqId = Catalogued<"DuplicateReqId">
