/**
 * Positions: the query of `GET /v5/position/list` and the position item (also the WS `position` payload).
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import { Decimal, DecimalOrEmpty } from "./Decimal.js"
import * as Enums from "./Enums.js"

/**
 * The query of `/v5/position/list` (linear, inverse, option). For linear, `symbol` or `settleCoin` is required;
 * `baseCoin` is option only; `limit` is 1-200 (default 20).
 *
 * @since 0.1.0
 * @category schemas
 */
export const PositionListRequest = Schema.Struct({
  category: Enums.Category,
  symbol: Schema.optional(Schema.String),
  baseCoin: Schema.optional(Schema.String),
  settleCoin: Schema.optional(Schema.String),
  limit: Schema.optional(Schema.Number),
  cursor: Schema.optional(Schema.String)
}).annotations({ identifier: "PositionListRequest" })

/**
 * The parameters of a position query.
 *
 * @since 0.1.0
 * @category models
 */
export interface PositionListRequest extends Schema.Schema.Type<typeof PositionListRequest> {}

const Figure = Schema.optional(DecimalOrEmpty)

/**
 * One position. `side` is `Buy`/`Sell`, or `""` (UTA) / `"None"` (classic) when flat; `size` is always positive.
 * Figures may be `""` (e.g. `liqPrice` out of range, `leverage` in portfolio margin); integers may come as numeric
 * strings (`seq` is `-1` for a never-traded symbol); timestamps are ms strings.
 *
 * @since 0.1.0
 * @category schemas
 */
export class Position extends Schema.Class<Position>("Position")({
  symbol: Schema.String,
  side: Enums.SideTolerant,
  size: Decimal,
  positionIdx: Schema.optional(Enums.PositionIdxTolerant),
  category: Schema.optional(Enums.CategoryTolerant),
  riskId: Schema.optional(Enums.IntegerLike),
  riskLimitValue: Figure,
  avgPrice: Figure,
  entryPrice: Figure,
  positionValue: Figure,
  tradeMode: Schema.optional(Enums.IntegerLike),
  autoAddMargin: Schema.optional(Enums.IntegerLike),
  positionStatus: Schema.optional(Enums.PositionStatusTolerant),
  leverage: Figure,
  breakEvenPrice: Figure,
  markPrice: Figure,
  liqPrice: Figure,
  bustPrice: Figure,
  positionIM: Figure,
  positionIMByMp: Figure,
  positionMM: Figure,
  positionMMByMp: Figure,
  positionBalance: Figure,
  takeProfit: Figure,
  stopLoss: Figure,
  trailingStop: Figure,
  sessionAvgPrice: Figure,
  delta: Figure,
  gamma: Figure,
  vega: Figure,
  theta: Figure,
  unrealisedPnl: Figure,
  curRealisedPnl: Figure,
  cumRealisedPnl: Figure,
  adlRankIndicator: Schema.optional(Enums.IntegerLike),
  createdTime: Schema.optional(Schema.String),
  updatedTime: Schema.optional(Schema.String),
  openTime: Schema.optional(Enums.IntegerLike),
  seq: Schema.optional(Enums.IntegerLike),
  isReduceOnly: Schema.optional(Schema.Boolean),
  mmrSysUpdatedTime: Schema.optional(Schema.String),
  leverageSysUpdatedTime: Schema.optional(Schema.String),
  tpslMode: Schema.optional(Enums.TpSlModeTolerant)
}) {}

/**
 * The result of `/v5/position/list`; `nextPageCursor` is `""` on the last page.
 *
 * @since 0.1.0
 * @category schemas
 */
export class PositionList extends Schema.Class<PositionList>("PositionList")({
  category: Enums.CategoryTolerant,
  list: Schema.Array(Position),
  nextPageCursor: Schema.optional(Schema.String)
}) {}
