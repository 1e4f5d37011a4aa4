// Written by `npx tsx scripts/barrels.ts` (`npm run codegen`) from scripts/barrels-table.ts: edit that, not this.
/**
 * The REST core: endpoint definitions, the executor and rate-limit headers. The pre-V5 families live under
 * `Legacy` (`Legacy.SpotV1.getServerTime()`, `Legacy.InverseV2.setUserLeverage(...)`), their registry under
 * `LegacyEndpoints`; they run on the same `BybitHttp` with legacy signing and envelopes where they used them.
 *
 * @since 0.1.0
 */

/** @since 0.1.0 */
export * as BybitHttp from "./BybitHttp.js"
/** @since 0.1.0 */
export * as Endpoint from "./Endpoint.js"
/** @since 0.1.0 */
export * as InstrumentRules from "./InstrumentRules.js"
/** @since 0.1.0 */
export * as KeyCheck from "./KeyCheck.js"
/** @since 0.1.0 */
export * as KlineStream from "./KlineStream.js"
/** @since 0.1.0 */
export * as LegacyEndpoints from "./legacy/all.js"
/** @since 0.1.0 */
export * as Legacy from "./legacy/index.js"
/** @since 0.1.0 */
export * as Multipart from "./Multipart.js"
/** @since 0.1.0 */
export * as Paginate from "./Paginate.js"
/** @since 0.1.0 */
export * as RateLimit from "./RateLimit.js"
/** @since 0.1.0 */
export * as Retry from "./Retry.js"
/** @since 0.1.0 */
export * as StatusText from "./StatusText.js"
/** @since 0.1.0 */
export * as Transport from "./Transport.js"
/** @since 0.1.0 */
export * as Validate from "./Validate.js"
/** @since 0.1.0 */
export * as AllEndpoints from "./v5/all.js"
