/**
 * Account configuration: `/v5/account/info`, the margin-mode, spot-hedging, limit-price, delta-neutral and SMP
 * settings, the DCP configuration, and the upgrade to the unified account.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import * as Enums from "./Enums.js"
import * as LazyClass from "./LazyClass.js"
import * as LazySchema from "./LazySchema.js"

/**
 * The result of `GET /v5/account/info`. `dcpStatus`, `timeWindow` and `smpGroup` are deprecated (see
 * `query-dcp-info` and `smp-group`).
 *
 * @since 0.1.0
 * @category schemas
 */
export class AccountInfo extends LazyClass.Class<AccountInfo>("AccountInfo")(() => ({
  unifiedMarginStatus: Enums.UnifiedMarginStatusTolerant,
  marginMode: Enums.MarginModeTolerant,
  isMasterTrader: Schema.optional(Schema.Boolean),
  spotHedgingStatus: Schema.optional(Enums.OnOffTolerant),
  updatedTime: Schema.String,
  dcpStatus: Schema.optional(Schema.String),
  timeWindow: Schema.optional(Enums.IntegerLike),
  smpGroup: Schema.optional(Enums.IntegerLike)
})) {}

/**
 * The result of `GET /v5/account/smp-group`: `0` when the UID is in no group.
 *
 * @since 0.1.0
 * @category schemas
 */
export class SmpGroup extends LazyClass.Class<SmpGroup>("SmpGroup")(() => ({
  smpGroup: Enums.IntegerLike
})) {}

/**
 * One product's disconnection-protection setting; `timeWindow` is seconds as a string.
 *
 * @since 0.1.0
 * @category schemas
 */
export class DcpInfo extends LazyClass.Class<DcpInfo>("DcpInfo")(() => ({
  product: Enums.DcpProductTolerant,
  dcpStatus: Schema.String,
  timeWindow: Schema.String
})) {}

/**
 * The result of `GET /v5/account/query-dcp-info`: only configured products appear.
 *
 * @since 0.1.0
 * @category schemas
 */
export class DcpInfos extends LazyClass.Class<DcpInfos>("DcpInfos")(() => ({
  dcpInfos: Schema.Array(DcpInfo)
})) {}

/**
 * The result of `GET /v5/account/user-setting-config`: the limit-price behaviour per market (`lpaSpot`, `lpaPerp`)
 * and, on newer responses, the delta-neutral switch and other settings.
 *
 * @since 0.1.0
 * @category schemas
 */
export class UserSettings extends LazyClass.Class<UserSettings>("UserSettings")(() => ({
  lpaSpot: Schema.Boolean,
  lpaPerp: Schema.Boolean,
  deltaEnable: Schema.optional(Schema.Union([Schema.Boolean, Schema.String])),
  smsef: Schema.optional(Schema.Union([Schema.Boolean, Schema.String])),
  fmsef: Schema.optional(Schema.Union([Schema.Boolean, Schema.String]))
})) {}

/**
 * The body of `POST /v5/account/set-margin-mode`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const SetMarginModeRequest = LazySchema.struct("SetMarginModeRequest", () => ({
  setMarginMode: Enums.MarginMode
}))

/**
 * The parameters of a margin-mode change.
 *
 * @since 0.1.0
 * @category models
 */
export interface SetMarginModeRequest extends Schema.Schema.Type<typeof SetMarginModeRequest> {}

/**
 * Why a margin-mode change failed.
 *
 * @since 0.1.0
 * @category schemas
 */
export class MarginModeReason extends LazyClass.Class<MarginModeReason>("MarginModeReason")(() => ({
  reasonCode: Schema.String,
  reasonMsg: Schema.String
})) {}

/**
 * The result of `/v5/account/set-margin-mode`: `reasons` is empty on success. (On failure the exchange sends the
 * reasons with a non-zero code: they reach the caller in the error's `extInfo`-free envelope `result`.)
 *
 * @since 0.1.0
 * @category schemas
 */
export class SetMarginModeResult extends LazyClass.Class<SetMarginModeResult>("SetMarginModeResult")(() => ({
  reasons: Schema.Array(MarginModeReason)
})) {}

/**
 * The body of `POST /v5/account/set-hedging-mode` (portfolio margin).
 *
 * @since 0.1.0
 * @category schemas
 */
export const SetHedgingModeRequest = LazySchema.struct("SetHedgingModeRequest", () => ({
  setHedgingMode: Enums.OnOff
}))

/**
 * The parameters of a spot-hedging switch.
 *
 * @since 0.1.0
 * @category models
 */
export interface SetHedgingModeRequest extends Schema.Schema.Type<typeof SetHedgingModeRequest> {}

/**
 * The body of `POST /v5/account/set-limit-px-action`: `modifyEnable` lets the system move an out-of-bounds limit
 * price to the boundary; setting `linear` or `inverse` sets all futures.
 *
 * @since 0.1.0
 * @category schemas
 */
export const SetLimitPxActionRequest = LazySchema.struct("SetLimitPxActionRequest", () => ({
  category: Enums.Category,
  modifyEnable: Schema.Boolean
}))

/**
 * The parameters of a limit-price behaviour change.
 *
 * @since 0.1.0
 * @category models
 */
export interface SetLimitPxActionRequest extends Schema.Schema.Type<typeof SetLimitPxActionRequest> {}

/**
 * The body of `POST /v5/account/set-delta-mode`: `"1"` enables delta-neutral mode, `"0"` disables it.
 *
 * @since 0.1.0
 * @category schemas
 */
export const SetDeltaModeRequest = LazySchema.struct("SetDeltaModeRequest", () => ({
  deltaEnable: Schema.Literals(["0", "1"])
}))

/**
 * The parameters of a delta-neutral switch.
 *
 * @since 0.1.0
 * @category models
 */
export interface SetDeltaModeRequest extends Schema.Schema.Type<typeof SetDeltaModeRequest> {}

/**
 * The result of `/v5/account/set-delta-mode`: `resultStatus` (`success` or `failed`; the docs type it integer, so
 * either is accepted), or nothing at all.
 *
 * @since 0.1.0
 * @category schemas
 */
export const SetDeltaModeResult = LazySchema.make(() =>
  Schema.Union([
    Schema.Struct({ resultStatus: Schema.optional(Schema.Union([Schema.String, Schema.Number])) }),
    Schema.Undefined
  ]).annotate({ identifier: "SetDeltaModeResult" })
)

/**
 * A decoded delta-neutral switch result.
 *
 * @since 0.1.0
 * @category models
 */
export type SetDeltaModeResult = typeof SetDeltaModeResult.Type

/**
 * The result of `POST /v5/account/upgrade-to-uta`: `unifiedUpdateStatus` `FAIL`, `PROCESS` or `SUCCESS`; on
 * `FAIL`, `unifiedUpdateMsg.msg` lists the reasons (otherwise it is `null`).
 *
 * @since 0.1.0
 * @category schemas
 */
export class UpgradeResult extends LazyClass.Class<UpgradeResult>("UpgradeResult")(() => ({
  unifiedUpdateStatus: Schema.String,
  unifiedUpdateMsg: Schema.NullOr(Schema.Struct({ msg: Schema.Array(Schema.String) }))
})) {}
