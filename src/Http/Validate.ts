/**
 * Checks made before anything is sent, beyond what the request schemas check (types, enums, decimal strings): an
 * empty symbol, a quantity or price that is not a positive number, a `NaN` or infinite number anywhere, and a plain
 * `http`/`ws` URL to a host that is not this machine. Which checks a call gets is keyed by its definition
 * (`Endpoint.orderEntry`). Off-tick prices need the instrument's rules: `InstrumentRules` checks them (the executor
 * too, for a new order whose symbol's rules it has loaded, when it is installed).
 *
 * The checks are the prepare stage's, defined below it (`internal/checks`): what every call gets first, the checks
 * of order entry after; the public executor uses only the first (`genericParams`), so a bundler leaves the others
 * out of a program on it.
 *
 * @since 0.1.0
 */
export {
  genericParams,
  insecureUrl,
  isLoopback,
  isOrderEntry,
  type Problem,
  params
} from "./internal/checks.js"
