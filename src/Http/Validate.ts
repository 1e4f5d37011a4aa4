/**
 * Checks made before anything is sent, beyond what the request schemas check (types, enums, decimal strings): an
 * empty symbol, a quantity or price that is not a positive number, a `NaN` or infinite number anywhere, and a plain
 * `http`/`ws` URL to a host that is not this machine. Which checks a call gets is keyed by its definition
 * (`Endpoint.orderEntry`). Off-tick prices need the instrument's rules: `InstrumentRules` checks them (the executor
 * too, for a new order whose symbol's rules it has loaded, when it is installed).
 *
 * Defined in two parts (`validate/Common`: what every call gets; `validate/Orders`: the checks of order entry), so
 * that the public executor's modules load only the first.
 *
 * @since 0.1.0
 */
export * from "./validate/Common.js"
export * from "./validate/Orders.js"
