/**
 * API credentials, held as `Redacted` from configuration to the signing call. Several sets can live in one process:
 * the layer gives the default set, `withCredentials` runs one effect with another (e.g. a sub-account).
 *
 * Defined in two parts (`credentials/Default`: the tag, the override and their resolution, what every call reads;
 * `credentials/Input`: making a set from input or configuration), so that a client's own modules load only the first.
 *
 * @since 0.1.0
 */
export * from "./credentials/Default.js"
export * from "./credentials/Input.js"
