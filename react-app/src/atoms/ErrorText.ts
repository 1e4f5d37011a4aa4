/**
 * Typed errors in words a trader reads: the well-known tags get a plain sentence, rule violations name the field
 * and the rule in everyday terms, transport failures say that the exchange cannot be reached, and exchange refusals
 * keep the exchange's code beside a readable reason.
 *
 * @since 0.1.0
 */
import * as Cause from "effect/Cause"
import * as Option from "effect/Option"
import * as Result from "effect/Result"
import * as Format from "../lib/Format.js"

/**
 * The shape every tagged error of the library has.
 *
 * @since 0.1.0
 * @category models
 */
export interface Tagged {
  readonly _tag: string
  readonly message: string
}

const words: Readonly<Record<string, string>> = {
  InsufficientBalance: "Not enough balance for this order",
  MissingCredentials: "Enter API keys first",
  IncompleteCredentials: "Both the API key and the secret are required",
  InvalidApiKey: "The API key is not valid",
  InvalidSignature: "The API secret does not match the key",
  ApiKeyExpired: "The API key has expired",
  PermissionDenied: "The API key lacks the permission for this",
  UnmatchedIp: "The API key is bound to other IP addresses",
  OrderNotFound: "The order is no longer open (already filled or cancelled)",
  RateLimitExceeded: "Too many requests; slow down a little",
  IpRateLimitExceeded: "Too many requests from this address; slow down a little",
  TimestampOutOfWindow: "This computer's clock is off from the exchange's",
  SocketClosed: "The live connection closed",
  SocketAuthFailed: "The live account stream refused the API keys",
  SocketUnauthorized: "The live account stream refused the API keys",
  DecodeError: "The exchange sent an answer this page cannot read",
  Interrupted: "Cancelled"
}

const fieldNames: Readonly<Record<string, string>> = {
  qty: "quantity",
  price: "price",
  triggerPrice: "trigger price",
  takeProfit: "take profit",
  stopLoss: "stop loss",
  tpLimitPrice: "take-profit limit price",
  slLimitPrice: "stop-loss limit price"
}

const capitalize = (text: string): string => (text === "" ? text : `${text[0]?.toUpperCase()}${text.slice(1)}`)

interface RuleViolation extends Tagged {
  readonly rule: string
  readonly field: string
  readonly value: string
  readonly expected: string
}

const isRuleViolation = (error: Tagged): error is RuleViolation => error._tag === "OrderRuleViolation"

// "a multiple of 0.10" / "at least 0.001" / "a notional of at least 5, got 1.2" → the number that matters
// written as a person writes it: "0.10" reads "0.1"
const firstNumber = (text: string): string => {
  const found = /-?\d+(\.\d+)?/.exec(text)?.[0]
  if (found === undefined) return text
  // as the reader writes it ("0,001" in German)
  return Format.writeDecimal(found.includes(".") ? found.replace(/0+$/, "").replace(/\.$/, "") : found)
}

const ruleText = (error: RuleViolation): string => {
  const field = fieldNames[error.field] ?? error.field
  const quote = error.expected.includes("quote coin") ? " (in the quote coin)" : ""
  switch (error.rule) {
    case "decimal":
      return `${capitalize(field)} must be a number, like 0.5`
    case "tickSize":
      return `${capitalize(field)} must be in steps of ${firstNumber(error.expected)}`
    case "minPrice":
      return `${capitalize(field)} is below the lowest allowed price of ${firstNumber(error.expected)}`
    case "maxPrice":
      return `${capitalize(field)} is above the highest allowed price of ${firstNumber(error.expected)}`
    case "qtyStep":
      return `Quantity must be in steps of ${firstNumber(error.expected)}${quote}`
    case "minQty":
      return `Quantity is below the minimum of ${firstNumber(error.expected)}`
    case "maxQty":
      return `Quantity is above the maximum of ${firstNumber(error.expected)}`
    case "maxMarketQty":
      return `Quantity is above the maximum for a market order, ${firstNumber(error.expected)}`
    case "minNotional":
      return `Order value is below the minimum of ${firstNumber(error.expected)}${quote}`
    default:
      return `${capitalize(field)} ${error.value} is not allowed: expected ${error.expected}`
  }
}

const tpsl =
  /^(TakeProfit|StopLoss):(\S+) set for (Buy|Sell) position should be (higher|lower) than base_price:([\d.]+)/

// The exchange's own reason, in words where its wording is a developer's; the code stays for support questions.
const exchangeText = (message: string, code: number | undefined): string => {
  const suffix = code === undefined ? "" : ` (exchange code ${code})`
  const match = tpsl.exec(message)
  if (match !== null) {
    const [, kind, value, side, direction, base] = match
    const what = kind === "TakeProfit" ? "Take profit" : "Stop loss"
    return `${what} ${Format.writeDecimal(value ?? "")} must be ${direction === "higher" ? "above" : "below"} ${Format.writeDecimal(base ?? "")} for a ${side?.toLowerCase()}${suffix}`
  }
  const text = message.replace(/^params error:\s*/i, "").replace(/\?\?.*$/, "")
  return `${capitalize(text === "" ? "The exchange refused the request" : text)}${suffix}`
}

// the app server's proxy answers 502 "cannot reach <host>: <cause>" when the exchange's host did not answer
const notReached = (error: Tagged): boolean => {
  const body = (error as { body?: unknown }).body
  return typeof body === "string" && /cannot reach/i.test(body)
}

// a subscription the socket never confirmed (no connection, or a silent one) is not a refusal
const unacknowledged = (error: Tagged): boolean => {
  const reason = (error as { reason?: unknown }).reason
  return typeof reason === "string" && reason.startsWith("not acknowledged")
}

const hasCode = (error: Tagged): error is Tagged & { readonly code: number } =>
  typeof (error as { code?: unknown }).code === "number"

/**
 * One error in words.
 *
 * @since 0.1.0
 * @category formatting
 */
export const describe = (error: Tagged): string => {
  const known = words[error._tag]
  if (known !== undefined) return known
  if (isRuleViolation(error)) return ruleText(error)
  switch (error._tag) {
    // "not reached": nothing answered; "refused": the exchange answered no. A trader acts differently on each.
    case "TransportError":
      return error.message.startsWith("Timeout")
        ? "The exchange did not answer in time; trying again"
        : "The exchange was not reached; check the connection (trying again)"
    case "HttpError":
      if (notReached(error)) return "The exchange was not reached (the page's server could not connect); trying again"
      return hasCode(error) && error.code >= 500
        ? `The exchange is not answering (HTTP ${error.code}); trying again`
        : `The exchange refused the request (HTTP ${hasCode(error) ? error.code : "error"})`
    case "SubscribeFailed":
      return unacknowledged(error)
        ? "The exchange was not reached: the live data was never confirmed; trying again"
        : "The exchange refused the live data for this market"
    case "RequestSchemaError":
    case "InvalidParameters":
      return "The request is not valid for the exchange"
  }
  if (hasCode(error)) return exchangeText(error.message, error.code)
  return error.message.length > 0 ? capitalize(error.message) : error._tag
}

const isTagged = (value: unknown): value is Tagged =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as { _tag?: unknown })._tag === "string" &&
  typeof (value as { message?: unknown }).message === "string"

/**
 * A failure cause in words: its typed error, else the defect's message, else "Cancelled".
 *
 * @since 0.1.0
 * @category formatting
 */
export const describeCause = <E extends Tagged>(cause: Cause.Cause<E>): string => {
  const failure = Cause.findErrorOption(cause)
  if (Option.isSome(failure)) return describe(failure.value)
  const defect = Cause.findDefect(cause)
  if (Result.isSuccess(defect)) {
    const value = defect.success
    if (isTagged(value)) return describe(value)
    return `Something went wrong: ${value instanceof Error ? value.message : String(value)}`
  }
  return Cause.hasInterruptsOnly(cause) ? "Cancelled" : "Something went wrong"
}
