/**
 * Configuration errors, with the exact messages the specification gives. Defined in two parts (`config/Request`: the
 * errors any call can meet; `config/Keys`: those of reading and using a key set), so that the library's own modules
 * load only the part they raise.
 *
 * @since 0.1.0
 */
export * from "./config/Keys.js"
export * from "./config/Request.js"
