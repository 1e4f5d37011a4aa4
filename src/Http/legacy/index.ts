// Written by `npx tsx scripts/barrels.ts` (`npm run codegen`) from scripts/barrels-table.ts: edit that, not this.
/**
 * Pre-V5 endpoint definitions and their callables, one module per family. Each definition states its signing
 * style (legacy parameters or V3 headers), its envelope and its idempotency, so `BybitHttp` serves them all.
 *
 * @since 0.1.0
 */

/** @since 0.1.0 */
export * as AssetV1 from "./AssetV1.js"
/** @since 0.1.0 */
export * as AssetV3 from "./AssetV3.js"
/** @since 0.1.0 */
export * as ContractV3 from "./ContractV3.js"
/** @since 0.1.0 */
export * as CopyTrading from "./CopyTrading.js"
/** @since 0.1.0 */
export * as DerivativesV3 from "./DerivativesV3.js"
/** @since 0.1.0 */
export * as InverseFutures from "./InverseFutures.js"
/** @since 0.1.0 */
export * as InverseV2 from "./InverseV2.js"
/** @since 0.1.0 */
export * as LinearV2 from "./LinearV2.js"
/** @since 0.1.0 */
export * as SpotV1 from "./SpotV1.js"
/** @since 0.1.0 */
export * as SpotV3 from "./SpotV3.js"
/** @since 0.1.0 */
export * as UnifiedV3 from "./UnifiedV3.js"
/** @since 0.1.0 */
export * as UsdcOption from "./UsdcOption.js"
/** @since 0.1.0 */
export * as UsdcPerpetual from "./UsdcPerpetual.js"
/** @since 0.1.0 */
export * as UserV3 from "./UserV3.js"
